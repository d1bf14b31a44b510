import { getAmountIn } from './getAmountIn'
import type { HopReserves } from './getAmountsOut'

/**
 * Amounts along a path for an exact output, as `UniswapV2Library.getAmountsIn`: the last element is
 * `amountOut`, `result[0]` the input needed. Reserves are ordered along the path, `[reserveIn, reserveOut]`
 * per hop. Throws `INVALID_PATH` without hops.
 */
export function getAmountsIn(amountOut: bigint, reserves: readonly HopReserves[]): bigint[] {
  if (reserves.length < 1) throw new Error('INVALID_PATH')
  const amounts = new Array<bigint>(reserves.length + 1)
  amounts[reserves.length] = amountOut
  for (let i = reserves.length - 1; i >= 0; i--) {
    const [reserveIn, reserveOut] = reserves[i]!
    amounts[i] = getAmountIn(amounts[i + 1]!, reserveIn, reserveOut)
  }
  return amounts
}
