/**
 * Amount of B worth `amountA` at the pool's current ratio, without fee (`UniswapV2Library.quote`); used to
 * pair amounts when adding liquidity. Throws `INSUFFICIENT_AMOUNT` or `INSUFFICIENT_LIQUIDITY`.
 */
export function quote(amountA: bigint, reserveA: bigint, reserveB: bigint): bigint {
  if (amountA <= 0n) throw new Error('INSUFFICIENT_AMOUNT')
  if (reserveA <= 0n || reserveB <= 0n) throw new Error('INSUFFICIENT_LIQUIDITY')
  return (amountA * reserveB) / reserveA
}
