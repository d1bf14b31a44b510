/**
 * The `amountOutMin` of an exact-input swap ("minimum received"), as the Uniswap V2 SDK computes it:
 * `amountOut / (1 + slippage)`, rounded down. `slippageBps` in basis points (10 = 0.1%).
 */
export function minimumAmountOut(amountOut: bigint, slippageBps: number): bigint {
  if (!Number.isInteger(slippageBps) || slippageBps < 0) throw new Error('minimumAmountOut: slippage must be >= 0 bps')
  return (amountOut * 10_000n) / (10_000n + BigInt(slippageBps))
}
