/**
 * Input amount needed for `amountOut` of one swap hop, as `UniswapV2Library.getAmountIn` computes it
 * (0.3% fee, rounded up by adding 1). Throws `INSUFFICIENT_OUTPUT_AMOUNT` or `INSUFFICIENT_LIQUIDITY`.
 * Asking for the whole reserve or more throws `INSUFFICIENT_LIQUIDITY`: the library would underflow or
 * divide by zero there, and no input can buy it.
 */
export function getAmountIn(amountOut: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  if (amountOut <= 0n) throw new Error('INSUFFICIENT_OUTPUT_AMOUNT')
  if (reserveIn <= 0n || reserveOut <= 0n) throw new Error('INSUFFICIENT_LIQUIDITY')
  if (amountOut >= reserveOut) throw new Error('INSUFFICIENT_LIQUIDITY')
  const numerator = reserveIn * amountOut * 1000n
  const denominator = (reserveOut - amountOut) * 997n
  return numerator / denominator + 1n
}
