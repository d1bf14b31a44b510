import type { HopReserves } from './getAmountsOut'

/** An exact non-negative ratio `numerator / denominator` (denominator > 0). */
export interface Fraction {
  numerator: bigint
  denominator: bigint
}

/**
 * Price impact of a trade against the route's mid price, as the Uniswap V2 SDK defines it
 * (`computePriceImpact(route.midPrice, inputAmount, outputAmount)`):
 * `(amountIn * midPrice - amountOut) / (amountIn * midPrice)`, where `midPrice` is the product of
 * `reserveOut / reserveIn` over the hops. The 0.3% fee is therefore part of the impact (a tiny trade shows
 * about 0.3% per hop), as in Uniswap's interface. Exact: returned as a fraction, never a float.
 * Throws `INSUFFICIENT_INPUT_AMOUNT`, `INSUFFICIENT_LIQUIDITY` or `INVALID_PATH` on unusable input.
 */
export function priceImpact(amountIn: bigint, amountOut: bigint, reserves: readonly HopReserves[]): Fraction {
  if (reserves.length < 1) throw new Error('INVALID_PATH')
  if (amountIn <= 0n) throw new Error('INSUFFICIENT_INPUT_AMOUNT')
  let midNumerator = 1n
  let midDenominator = 1n
  for (const [reserveIn, reserveOut] of reserves) {
    if (reserveIn <= 0n || reserveOut <= 0n) throw new Error('INSUFFICIENT_LIQUIDITY')
    midNumerator *= reserveOut
    midDenominator *= reserveIn
  }
  // quoted = amountIn * midNumerator / midDenominator; impact = (quoted - out) / quoted
  const quoted = amountIn * midNumerator
  return { numerator: quoted - amountOut * midDenominator, denominator: quoted }
}
