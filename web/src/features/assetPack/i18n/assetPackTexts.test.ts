import { describe, it } from 'vitest'
import { expectCompleteNamespace } from '../../../i18n/expectCompleteNamespace'
import { assetPackBundles } from './bundles'

describe('asset pack texts', () => {
  it('has every key in all five languages with the same placeholders', () => {
    expectCompleteNamespace(assetPackBundles)
  })
})
