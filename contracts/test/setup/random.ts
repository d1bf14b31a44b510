/** A small seeded generator (mulberry32) so a failing random sequence can be replayed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    /** A bigint in [1, max], spread over orders of magnitude. */
    amount(max: bigint): bigint {
      const digits = max.toString().length
      const scale = 10n ** BigInt(Math.floor(next() * digits))
      const value = (BigInt(Math.floor(next() * 1e9)) * scale) / 1_000_000_000n
      return (value % max) + 1n
    },
    pick<T>(items: readonly T[]): T {
      return items[Math.floor(next() * items.length)]!
    },
  }
}
