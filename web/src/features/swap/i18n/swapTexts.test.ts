import { describe, it } from 'vitest'
import { expectCompleteNamespace } from '../../../i18n/expectCompleteNamespace'
import { swapBundles } from './index'

describe('swap texts', () => {
  it('has every key in all five languages with the same placeholders', () => {
    expectCompleteNamespace(swapBundles)
  })
})
