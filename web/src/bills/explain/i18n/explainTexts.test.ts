import { REWARD_RULE_IDS } from '@phoswap/core/rewards/explain'
import { describe, expect, it } from 'vitest'
import { expectCompleteNamespace } from '../../../i18n/expectCompleteNamespace'
import { ruleTextKey } from '../explainView'
import { explainBundles } from './index'

describe('reward explanation texts', () => {
  it('has every key in all five languages with the same placeholders', () => {
    expectCompleteNamespace(explainBundles)
  })

  it("has a summary for every one of core's rules, in every language", () => {
    for (const texts of Object.values(explainBundles))
      expect(Object.keys(texts.rules).sort()).toEqual(REWARD_RULE_IDS.map(ruleTextKey).sort())
  })
})
