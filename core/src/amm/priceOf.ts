import type { Fraction } from './priceImpact'

/**
 * Price of one whole base token in quote tokens from two amounts in base units (reserves for the mid price,
 * trade amounts for the execution price), decimals taken into account:
 * `priceOf(1n * 10n ** 18n, 18, 2_000_000n, 6)` is 2. Throws `INSUFFICIENT_LIQUIDITY` for a zero base amount.
 */
export function priceOf(
  baseAmount: bigint,
  baseDecimals: number,
  quoteAmount: bigint,
  quoteDecimals: number,
): Fraction {
  if (baseAmount <= 0n) throw new Error('INSUFFICIENT_LIQUIDITY')
  return {
    numerator: quoteAmount * 10n ** BigInt(baseDecimals),
    denominator: baseAmount * 10n ** BigInt(quoteDecimals),
  }
}
