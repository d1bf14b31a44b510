import { formatAmount } from '../amount/formatAmount'

/**
 * Fraction digits by size for "other numbers use fewer decimals as they grow" (spec 000 §5): the first row
 * whose bound the absolute value is under applies. Bounds are in whole tokens.
 */
export const DISPLAY_DECIMALS_TABLE: readonly { below: bigint | null; fractionDigits: number }[] = [
  { below: 1n, fractionDigits: 6 },
  { below: 1_000n, fractionDigits: 4 },
  { below: 1_000_000n, fractionDigits: 2 },
  { below: null, fractionDigits: 0 },
]

/**
 * A token amount for lists and info lines: digits per `DISPLAY_DECIMALS_TABLE`, cut not rounded, trailing zeros
 * dropped. `formatDisplayAmount(1234_5678n * 10n ** 14n, 18) === '1234.56'`.
 */
export function formatDisplayAmount(value: bigint, decimals: number): string {
  const abs = value < 0n ? -value : value
  const whole = abs / 10n ** BigInt(decimals)
  const row = DISPLAY_DECIMALS_TABLE.find((r) => r.below === null || whole < r.below)!
  return formatAmount(value, decimals, row.fractionDigits)
}
