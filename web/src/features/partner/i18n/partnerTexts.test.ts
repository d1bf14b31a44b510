import { describe, it } from 'vitest'
import { expectCompleteNamespace } from '../../../i18n/expectCompleteNamespace'
import { partnerBundles } from './index'

describe('partner texts', () => {
  it('has every key in all five languages with the same placeholders', () => {
    expectCompleteNamespace(partnerBundles)
  })
})
