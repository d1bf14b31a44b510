import { describe, expect, test } from 'vitest'
import { GAS_PRICE_TYPES, SLIPPAGE_PRESETS_BPS, SWAP_SETTINGS_DEFAULTS } from './defaults'

describe('swap settings defaults', () => {
  test('spec 000 section 9: slippage 0.1%, deadline 20 min, multipath on, expert off, gas type 3', () => {
    expect(SWAP_SETTINGS_DEFAULTS).toEqual({
      slippageBps: 10,
      deadlineMinutes: 20,
      multipath: true,
      expert: false,
      gasPriceType: 3,
    })
  })

  test('presets 0.1, 0.5, 1.0 percent', () => {
    expect(SLIPPAGE_PRESETS_BPS).toEqual([10, 50, 100])
  })

  test('gas price tiers: standard, fast, instant', () => {
    expect([1, 2, 3].map((t) => GAS_PRICE_TYPES[t as 1 | 2 | 3].tier)).toEqual(['standard', 'fast', 'instant'])
  })
})
