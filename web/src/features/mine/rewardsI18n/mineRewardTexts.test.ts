import { describe, it } from 'vitest'
import { expectCompleteNamespace } from '../../../i18n/expectCompleteNamespace'
import { mineRewardBundles } from './index'

describe('mine reward texts', () => {
  it('has every key in all five languages with the same placeholders', () => {
    expectCompleteNamespace(mineRewardBundles)
  })
})
