import { getAmountOut } from './getAmountOut'

/** Reserves of one hop along a path: `[reserveIn, reserveOut]`. */
export type HopReserves = readonly [reserveIn: bigint, reserveOut: bigint]

/**
 * Amounts along a path for an exact input, as `UniswapV2Library.getAmountsOut`: `result[0]` is `amountIn`,
 * `result[i + 1]` the output of hop `i`. Throws `INVALID_PATH` without hops.
 */
export function getAmountsOut(amountIn: bigint, reserves: readonly HopReserves[]): bigint[] {
  if (reserves.length < 1) throw new Error('INVALID_PATH')
  const amounts = [amountIn]
  let amount = amountIn
  for (const [reserveIn, reserveOut] of reserves) {
    amount = getAmountOut(amount, reserveIn, reserveOut)
    amounts.push(amount)
  }
  return amounts
}
