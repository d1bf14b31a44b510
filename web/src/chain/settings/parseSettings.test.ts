import { SWAP_SETTINGS_DEFAULTS } from '@phoswap/core/settings'
import { describe, expect, it } from 'vitest'
import { parseSettings } from './parseSettings'

describe('parseSettings', () => {
  it('gives the spec defaults for nothing stored or junk', () => {
    expect(parseSettings(null)).toEqual(SWAP_SETTINGS_DEFAULTS)
    expect(parseSettings('x')).toEqual(SWAP_SETTINGS_DEFAULTS)
  })

  it('keeps valid fields and replaces invalid ones', () => {
    expect(
      parseSettings({ slippageBps: 50, deadlineMinutes: 0, multipath: false, expert: 'yes', gasPriceType: 1 }),
    ).toEqual({ ...SWAP_SETTINGS_DEFAULTS, slippageBps: 50, multipath: false, gasPriceType: 1 })
    expect(parseSettings({ slippageBps: 5000, gasPriceType: 4 })).toEqual(SWAP_SETTINGS_DEFAULTS)
    expect(parseSettings({ slippageBps: 0 }).slippageBps).toBe(0)
  })
})
