import {
  DEADLINE_MAX_MINUTES,
  type GasPriceType,
  SLIPPAGE_MAX_PERCENT,
  SWAP_SETTINGS_DEFAULTS,
  type SwapSettings,
} from '@phoswap/core/settings'

/** Stored swap settings back to a valid value: each field that is missing or out of range takes its default. */
export function parseSettings(raw: unknown): SwapSettings {
  const value = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {}
  const d = SWAP_SETTINGS_DEFAULTS
  const slippage = value.slippageBps
  const deadline = value.deadlineMinutes
  const gas = value.gasPriceType
  return {
    slippageBps:
      typeof slippage === 'number' &&
      Number.isInteger(slippage) &&
      slippage >= 0 &&
      slippage < SLIPPAGE_MAX_PERCENT * 100
        ? slippage
        : d.slippageBps,
    deadlineMinutes:
      typeof deadline === 'number' && Number.isInteger(deadline) && deadline >= 1 && deadline <= DEADLINE_MAX_MINUTES
        ? deadline
        : d.deadlineMinutes,
    multipath: typeof value.multipath === 'boolean' ? value.multipath : d.multipath,
    expert: typeof value.expert === 'boolean' ? value.expert : d.expert,
    gasPriceType: gas === 1 || gas === 2 || gas === 3 ? (gas as GasPriceType) : d.gasPriceType,
  }
}
