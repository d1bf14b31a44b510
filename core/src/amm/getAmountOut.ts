/**
 * Output amount of one swap hop, as `UniswapV2Library.getAmountOut` computes it (0.3% fee, rounds down).
 * Throws `INSUFFICIENT_INPUT_AMOUNT` or `INSUFFICIENT_LIQUIDITY` where the library reverts.
 */
export function getAmountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  if (amountIn <= 0n) throw new Error('INSUFFICIENT_INPUT_AMOUNT')
  if (reserveIn <= 0n || reserveOut <= 0n) throw new Error('INSUFFICIENT_LIQUIDITY')
  const amountInWithFee = amountIn * 997n
  const numerator = amountInWithFee * reserveOut
  const denominator = reserveIn * 1000n + amountInWithFee
  return numerator / denominator
}
