/**
 * The amount on the swap screen's fee line: 0.25% of the input (spec 000 §9), rounded down. The pool itself
 * keeps 0.3% (997/1000); the line shows the liquidity-provider share as the earlier app did.
 */
export function displayedFee(amountIn: bigint): bigint {
  return (amountIn * 25n) / 10_000n
}
