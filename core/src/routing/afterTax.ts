/**
 * What a transfer of `amount` delivers when the token keeps `bps` basis points: `amount - floor(amount * bps /
 * 10000)`. PHO floors each of its four shares on its own, so it keeps at most this much tax: the estimate never
 * promises more than arrives.
 */
export function afterTax(amount: bigint, bps: number): bigint {
  if (bps === 0) return amount
  return amount - (amount * BigInt(bps)) / 10_000n
}
