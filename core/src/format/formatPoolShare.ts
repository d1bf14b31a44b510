import type { Fraction } from '../amm/priceImpact'
import { formatFraction } from './formatFraction'

/**
 * Spec 000 §5: a pool share (a fraction of 1, e.g. LP balance / total supply) as a percentage with 2 decimals.
 * Zero shows '0%'; above zero and under 0.01% shows '<0.01%'; 100% or more shows '>100%' (as the spec says).
 */
export function formatPoolShare(share: Fraction): string {
  const { numerator: n, denominator: d } = share
  if (d <= 0n) throw new Error('formatPoolShare: denominator must be positive')
  if (n <= 0n) return '0%'
  if (n * 10_000n < d) return '<0.01%'
  if (n >= d) return '>100%'
  return `${formatFraction({ numerator: n * 100n, denominator: d }, 2, { minFractionDigits: 2 })}%`
}
