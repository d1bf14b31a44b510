import type { Fraction } from '../amm/priceImpact'
import { PRICE_IMPACT_BLOCK_FROM_BPS, PRICE_IMPACT_WARN_ABOVE_BPS } from './defaults'

/**
 * What the swap screen does about a price impact (spec 000 §4, §9), expert mode off: 'block' at 20% or more
 * (button disabled with 'priceImpactTooHigh'), 'warn' above 10% (warning popup before the confirm dialog),
 * else 'ok'. Expert mode skips both.
 */
export function checkPriceImpact(impact: Fraction, expert: boolean): 'ok' | 'warn' | 'block' {
  if (expert) return 'ok'
  const { numerator: n, denominator: d } = impact
  if (d <= 0n) throw new Error('checkPriceImpact: denominator must be positive')
  if (n * 10_000n >= d * PRICE_IMPACT_BLOCK_FROM_BPS) return 'block'
  if (n * 10_000n > d * PRICE_IMPACT_WARN_ABOVE_BPS) return 'warn'
  return 'ok'
}
