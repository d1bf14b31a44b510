/** Gas price type: 1 standard (1.5x the node price), 2 fast (2x), 3 instant (2.5x). */
export type GasPriceType = 1 | 2 | 3

/** Multiplier of each type as a ratio, so the gas price stays a bigint. */
export const GAS_PRICE_TYPES: Readonly<
  Record<GasPriceType, { tier: 'standard' | 'fast' | 'instant'; numerator: bigint; denominator: bigint }>
> = {
  1: { tier: 'standard', numerator: 3n, denominator: 2n },
  2: { tier: 'fast', numerator: 2n, denominator: 1n },
  3: { tier: 'instant', numerator: 5n, denominator: 2n },
}

/** The swap settings kept in local storage. Slippage in basis points (10 = 0.1%). */
export interface SwapSettings {
  slippageBps: number
  deadlineMinutes: number
  multipath: boolean
  expert: boolean
  gasPriceType: GasPriceType
}

/** Spec 000 §9 defaults: slippage 0.1%, deadline 20 minutes, multipath on, expert off, gas price type 3. */
export const SWAP_SETTINGS_DEFAULTS: Readonly<SwapSettings> = {
  slippageBps: 10,
  deadlineMinutes: 20,
  multipath: true,
  expert: false,
  gasPriceType: 3,
}

/** Slippage presets 0.1%, 0.5%, 1.0%, in basis points. */
export const SLIPPAGE_PRESETS_BPS: readonly number[] = [10, 50, 100]

/** Custom slippage bounds (percent): from this value no save; above the other a front-run warning. */
export const SLIPPAGE_MAX_PERCENT = 50
export const SLIPPAGE_WARN_ABOVE_PERCENT = 5

/** Deadline bounds in minutes (our choice; the spec only says "a number of minutes"). */
export const DEADLINE_MAX_MINUTES = 4320

/** Price impact thresholds in basis points: warning popup above 10%, blocked at 20% or more (expert off). */
export const PRICE_IMPACT_WARN_ABOVE_BPS = 1_000n
export const PRICE_IMPACT_BLOCK_FROM_BPS = 2_000n
