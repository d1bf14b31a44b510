import type { ExplainData } from '@phoswap/core/api/reward'
import type { AirdropClaimInputs } from '@phoswap/core/rewards/explain'
import { describe, expect, it } from 'vitest'
import { explainView, ppmPercent } from './explainView'

const E18 = 10n ** 18n
const trade: ExplainData = {
  entry_id: 7,
  kind: 'gdt_trade',
  behavior_txt: 'GDT trading reward',
  created_at: '2026-01-11T00:00:05.000Z',
  job: 'gdt-rewards',
  period: '2026-01-10',
  rule: 'gdt.trade',
  rule_version: 1,
  inputs: {
    coin_id: 6,
    rate_ppm: 1000,
    daily_cap: (100n * E18).toString(),
    swaps: [
      { id: 1, chain_id: 31337, tx_hash: `0x${'1'.repeat(64)}`, log_index: 0, usdt_volume: (1000n * E18).toString() },
      { id: 2, chain_id: 31337, tx_hash: `0x${'2'.repeat(64)}`, log_index: 3, usdt_volume: (250n * E18).toString() },
    ],
  },
  result: [{ coin_id: 6, coin_en: 'GDT', decimals: 18, amount: ((1250n * E18) / 1000n).toString() }],
}

describe('a reward explanation as the popup shows it', () => {
  it('sums the swaps, shows the rate and cap, links each swap, and recomputes to what was posted', () => {
    const view = explainView(trade, 'en-US')
    expect(view.summary).toEqual({
      key: 'rules.gdt_trade',
      values: { volume: '1,250', rate: '0.1%', raw: '1.25', cap: '100' },
    })
    expect(view.items.map((i) => i.chain?.hash)).toEqual([`0x${'1'.repeat(64)}`, `0x${'2'.repeat(64)}`])
    expect(view.matches).toBe(true)
  })

  it('says so when the posted result is not what the rule gives on the inputs', () => {
    const tampered = { ...trade, result: [{ ...trade.result[0]!, amount: (2n * E18).toString() }] }
    expect(explainView(tampered, 'en-US').matches).toBe(false)
    expect(explainView({ ...trade, rule: 'no.such' }, 'en-US').matches).toBe(false)
  })

  // The airdrop has no e2e bill (it judges holdings at 00:00 UTC and the e2e chain starts during the day, decision
  // 0099): its popup is proved here on the inputs' type the server records, and its posting by the server's tests.
  it('an airdrop claim says what was held at the day’s open against the offer’s holding, and recomputes', () => {
    const inputs: AirdropClaimInputs = {
      coin_id: 6,
      offer_id: 3,
      amount: (5n * E18).toString(),
      hold_examine: (100n * E18).toString(),
      held: (1234n * E18).toString(),
      day: '2026-01-10',
    }
    const claim: ExplainData = {
      ...trade,
      kind: 'airdrop',
      rule: 'airdrop.claim',
      job: null,
      period: inputs.day,
      inputs: { ...inputs },
      result: [{ coin_id: 6, coin_en: 'GDT', decimals: 18, amount: inputs.amount }],
    }
    const view = explainView(claim, 'en-US')
    expect(view.summary).toEqual({
      key: 'rules.airdrop_claim',
      values: { held: '1,234', hold: '100', amount: '5', coin: 'GDT' },
    })
    expect(view.matches).toBe(true)
    // Held less than the offer asks: the rule pays nothing, so a posted claim would not match.
    expect(explainView({ ...claim, inputs: { ...inputs, held: (99n * E18).toString() } }, 'en-US').matches).toBe(false)
  })

  it('reads rates in ppm as percentages', () => {
    expect([ppmPercent(1000), ppmPercent(100_000), ppmPercent(10_000), ppmPercent(5)]).toEqual([
      '0.1%',
      '10%',
      '1%',
      '0.0005%',
    ])
  })
})
