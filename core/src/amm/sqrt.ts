/** floor(√value) by Newton's method, as the pair's Math.sqrt and Uniswap V2's Babylonian sqrt compute it. */
export function sqrt(value: bigint): bigint {
  if (value < 0n) throw new Error('sqrt: negative value')
  if (value < 2n) return value
  let x = value
  let y = (x + 1n) / 2n
  while (y < x) {
    x = y
    y = (x + value / x) / 2n
  }
  return x
}
