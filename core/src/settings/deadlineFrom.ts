/** The router's `deadline` argument: now plus the setting's minutes, in unix seconds (spec 000 §9). */
export function deadlineFrom(nowSeconds: bigint | number, minutes: number): bigint {
  if (!Number.isInteger(minutes) || minutes < 0) throw new Error('deadlineFrom: minutes must be a whole number')
  const now = typeof nowSeconds === 'bigint' ? nowSeconds : BigInt(Math.floor(nowSeconds))
  return now + BigInt(minutes) * 60n
}
