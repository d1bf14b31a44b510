/** The least amount to send so that `afterTax(sent, bps) >= net`. */
export function beforeTax(net: bigint, bps: number): bigint {
  if (bps === 0 || net <= 0n) return net
  if (bps >= 10_000) throw new Error('beforeTax: a tax of 100% or more delivers nothing')
  // afterTax(g) = ceil(g (10000 - bps) / 10000) >= net  <=>  g (10000 - bps) > (net - 1) 10000
  return ((net - 1n) * 10_000n) / BigInt(10_000 - bps) + 1n
}
