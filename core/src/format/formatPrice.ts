import type { Fraction } from '../amm/priceImpact'
import { formatFraction } from './formatFraction'

/** Spec 000 §5: a price shows 8 decimals (fixed, cut not rounded), e.g. '0.50000000'. */
export function formatPrice(price: Fraction): string {
  return formatFraction(price, 8, { minFractionDigits: 8 })
}
