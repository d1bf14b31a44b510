import { type Address, getAddress } from 'viem'
import type { Pool } from '../types'

/** Deterministic 32-bit generator (mulberry32), so a seed names one graph in tests and the benchmark. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Token number `i` as an address: 0x…0001 upward (never the zero address). */
export function tokenAddress(i: number): Address {
  return getAddress(`0x${(i + 1).toString(16).padStart(40, '0')}`)
}

/**
 * A random pool graph: `tokenCount` tokens, `pairCount` distinct pairs (token0 < token1 as the factory orders them),
 * reserves between 1e3 and about 1e26 base units so prices differ by many orders and detours sometimes pay.
 * Pair addresses are made up (0xbeef… plus the pair number).
 */
export function randomPools(seed: number, tokenCount: number, pairCount: number): Pool[] {
  const random = seededRandom(seed)
  const max = (tokenCount * (tokenCount - 1)) / 2
  if (pairCount > max) throw new Error('randomPools: more pairs than token pairs')
  const reserve = () => BigInt(1 + Math.floor(random() * 999_999)) * 10n ** BigInt(Math.floor(random() * 21))
  const seen = new Set<number>()
  const pools: Pool[] = []
  while (pools.length < pairCount) {
    let a = Math.floor(random() * tokenCount)
    let b = Math.floor(random() * tokenCount)
    if (a === b) continue
    if (a > b) [a, b] = [b, a]
    if (seen.has(a * tokenCount + b)) continue
    seen.add(a * tokenCount + b)
    pools.push({
      address: getAddress(`0xbeef${pools.length.toString(16).padStart(36, '0')}`),
      token0: tokenAddress(a),
      token1: tokenAddress(b),
      reserve0: reserve(),
      reserve1: reserve(),
    })
  }
  return pools
}
