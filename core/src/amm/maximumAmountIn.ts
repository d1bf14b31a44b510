/**
 * The `amountInMax` of an exact-output swap ("maximum sold"), as the Uniswap V2 SDK computes it:
 * `amountIn * (1 + slippage)`, rounded down. `slippageBps` in basis points (10 = 0.1%).
 */
export function maximumAmountIn(amountIn: bigint, slippageBps: number): bigint {
  if (!Number.isInteger(slippageBps) || slippageBps < 0) throw new Error('maximumAmountIn: slippage must be >= 0 bps')
  return (amountIn * (10_000n + BigInt(slippageBps))) / 10_000n
}
