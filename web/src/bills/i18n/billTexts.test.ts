import { describe, it } from 'vitest'
import { expectCompleteNamespace } from '../../i18n/expectCompleteNamespace'
import { billBundles } from './index'

describe('reward bill texts', () => {
  it('has every key in all five languages with the same placeholders', () => {
    expectCompleteNamespace(billBundles)
  })
})
