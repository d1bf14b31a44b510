import type { Fraction } from '../amm/priceImpact'

/**
 * Severity of a price impact, for its colour (spec 000 §9): 'low' up to 1% (blue), 'medium' up to 2% (black),
 * 'high' up to 5% (orange), 'severe' above 5% (pink). Bounds are inclusive.
 */
export type PriceImpactTier = 'low' | 'medium' | 'high' | 'severe'

export function priceImpactTier(impact: Fraction): PriceImpactTier {
  const { numerator: n, denominator: d } = impact
  if (d <= 0n) throw new Error('priceImpactTier: denominator must be positive')
  if (n * 100n <= d) return 'low'
  if (n * 100n <= d * 2n) return 'medium'
  if (n * 100n <= d * 5n) return 'high'
  return 'severe'
}
