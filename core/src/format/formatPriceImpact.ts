import type { Fraction } from '../amm/priceImpact'
import { formatFraction } from './formatFraction'

/**
 * Spec 000 §9: price impact (a fraction of 1, from `priceImpact`) as a percentage with 2 decimals, rounded
 * half up. Under 0.01% (zero and negative included) shows '<0.01%'; anything above 99.75% shows '99.75%'.
 */
export function formatPriceImpact(impact: Fraction): string {
  const { numerator: n, denominator: d } = impact
  if (d <= 0n) throw new Error('formatPriceImpact: denominator must be positive')
  if (n * 10_000n < d) return '<0.01%'
  if (n * 10_000n > d * 9_975n) return '99.75%'
  return `${formatFraction({ numerator: n * 100n, denominator: d }, 2, { minFractionDigits: 2, rounding: 'halfUp' })}%`
}
