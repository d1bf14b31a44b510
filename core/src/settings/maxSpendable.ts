/**
 * What the Max button fills for the native currency: the balance minus 0.01 kept for gas when the balance is
 * above 0.01, otherwise 0 (spec 000 §5). `decimals` is the native currency's (18 on every chain we serve).
 */
export function maxSpendable(nativeBalance: bigint, decimals = 18): bigint {
  const reserve = decimals >= 2 ? 10n ** BigInt(decimals - 2) : 1n
  return nativeBalance > reserve ? nativeBalance - reserve : 0n
}
