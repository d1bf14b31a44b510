import type { Address } from 'viem'
import type { Fraction } from '../amm/priceImpact'

/**
 * The input amount of `token` after its scale (spec 000 §5: one token's input is scaled by 0.9999), rounded down.
 * Apply it before quoting, so that the trade, the confirm dialog and the router call all use the same amount.
 */
export function applyInputScale(amount: bigint, token: Address, scales: Readonly<Record<string, Fraction>>): bigint {
  const scale = scales[token.toLowerCase()]
  if (!scale) return amount
  return (amount * scale.numerator) / scale.denominator
}
