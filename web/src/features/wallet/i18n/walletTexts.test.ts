import { describe, it } from 'vitest'
import { expectCompleteNamespace } from '../../../i18n/expectCompleteNamespace'
import { walletBundles } from './bundles'

describe('wallet texts', () => {
  it('has every key in all five languages with the same placeholders', () => {
    expectCompleteNamespace(walletBundles)
  })
})
