import { feeTextValues, PHO_TAX_SHARES_BPS } from '@phoswap/core/fees'
import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { expectCompleteNamespace } from '../../../i18n/expectCompleteNamespace'
import { congressBundles } from './index'

/** A percent figure written into a text (0.5%, 0.25 %, 1.5％) instead of taken from core/src/fees. */
const LITERAL_PERCENT = /\d+(?:[.,]\d+)?\s*[%％]/

describe('congress texts', () => {
  it('has every key in all five languages with the same placeholders', () => {
    expectCompleteNamespace(congressBundles)
  })

  it('the rules carry no tax figure of their own: each share comes from core’s fee source', () => {
    for (const [language, texts] of Object.entries(congressBundles)) {
      for (const [key, text] of Object.entries(texts.rules.items)) {
        expect(text, `${language} rules.items.${key}`).not.toMatch(LITERAL_PERCENT)
      }
      for (const share of ['taxLiquidity', 'taxEquity', 'taxBurn', 'taxEcosystem']) {
        expect(texts.rules.items.r1, `${language} r1`).toContain(`{{${share}}}`)
      }
    }
  })

  it('the rules as shown name the contract’s shares (PhoToken.sol, through core)', async () => {
    const i18n = i18next.createInstance()
    await i18n.init({ lng: 'en-US', resources: { 'en-US': { congress: congressBundles['en-US'] } } })
    const shown = i18n.t('rules.items.r1', { ns: 'congress', ...feeTextValues() })
    expect(PHO_TAX_SHARES_BPS).toEqual({ liquidity: 50, equity: 50, burn: 25, ecosystem: 25 })
    expect(shown).toBe(
      'Every PHO buy and sell pays tax: 0.5% LP dividends, 0.5% equity-card dividends, 0.25% burned into the pool (buy back), 0.25% ecosystem.',
    )
  })
})
