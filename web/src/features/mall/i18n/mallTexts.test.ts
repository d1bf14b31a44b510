import { describe, it } from 'vitest'
import { expectCompleteNamespace } from '../../../i18n/expectCompleteNamespace'
import { mallBundles } from './index'

describe('mall texts', () => {
  it('has every key in all five languages with the same placeholders', () => {
    expectCompleteNamespace(mallBundles)
  })
})
