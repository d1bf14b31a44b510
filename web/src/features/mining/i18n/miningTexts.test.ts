import { describe, it } from 'vitest'
import { expectCompleteNamespace } from '../../../i18n/expectCompleteNamespace'
import { miningBundles } from './bundles'

describe('mining texts', () => {
  it('has every key in all five languages with the same placeholders', () => {
    expectCompleteNamespace(miningBundles)
  })
})
