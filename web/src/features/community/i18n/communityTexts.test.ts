import { describe, it } from 'vitest'
import { expectCompleteNamespace } from '../../../i18n/expectCompleteNamespace'
import { communityBundles } from './index'

describe('community texts', () => {
  it('has every key in all five languages with the same placeholders', () => {
    expectCompleteNamespace(communityBundles)
  })
})
