import { type Address, zeroAddress } from 'viem'
import type { Pool } from './types'

/**
 * Pools as a compact adjacency list for repeated route searches: tokens are numbered, each token's edges sit in
 * one run of the edge arrays (`start[t]` to `start[t + 1]`), and every edge keeps its reserves oriented away from
 * the token, with `reserveIn * 1000` precomputed. `direct` finds the edges from one token to another in O(1).
 */
export interface PoolGraph {
  tokens: Address[]
  /** Lowercase address to token number. */
  index: Map<string, number>
  start: Int32Array
  /** Per edge: the token it leads to and its pool's number in `pools`. */
  to: Int32Array
  pool: Int32Array
  reserveIn1000: bigint[]
  reserveOut: bigint[]
  /** Per ordered token pair `from * tokens.length + to`: the first edge; further ones chain through `nextSame`. */
  direct: Map<number, number>
  nextSame: Int32Array
  pools: readonly Pool[]
}

/** Builds the graph; pools with the zero address or an empty reserve are left out, as they are no pool. */
export function buildPoolGraph(pools: readonly Pool[]): PoolGraph {
  const index = new Map<string, number>()
  const tokens: Address[] = []
  const id = (address: Address): number => {
    const key = address.toLowerCase()
    let n = index.get(key)
    if (n === undefined) {
      n = tokens.length
      index.set(key, n)
      tokens.push(address)
    }
    return n
  }
  const usable: number[] = []
  for (let p = 0; p < pools.length; p++) {
    const pool = pools[p]!
    if (pool.address.toLowerCase() === zeroAddress || pool.reserve0 <= 0n || pool.reserve1 <= 0n) continue
    if (pool.token0.toLowerCase() === pool.token1.toLowerCase()) continue
    id(pool.token0)
    id(pool.token1)
    usable.push(p)
  }
  const n = tokens.length
  const degree = new Int32Array(n + 1)
  for (const p of usable) {
    degree[index.get(pools[p]!.token0.toLowerCase())!]!++
    degree[index.get(pools[p]!.token1.toLowerCase())!]!++
  }
  const start = new Int32Array(n + 1)
  for (let t = 0; t < n; t++) start[t + 1] = start[t]! + degree[t]!
  const edges = start[n]!
  const fill = start.slice(0, n)
  const to = new Int32Array(edges)
  const pool = new Int32Array(edges)
  const reserveIn1000 = new Array<bigint>(edges)
  const reserveOut = new Array<bigint>(edges)
  const nextSame = new Int32Array(edges).fill(-1)
  const direct = new Map<number, number>()
  const put = (from: number, toToken: number, p: number, rIn: bigint, rOut: bigint) => {
    const e = fill[from]!++
    to[e] = toToken
    pool[e] = p
    reserveIn1000[e] = rIn * 1000n
    reserveOut[e] = rOut
    const key = from * n + toToken
    const first = direct.get(key)
    if (first !== undefined) nextSame[e] = first
    direct.set(key, e)
  }
  for (const p of usable) {
    const { token0, token1, reserve0, reserve1 } = pools[p]!
    const a = index.get(token0.toLowerCase())!
    const b = index.get(token1.toLowerCase())!
    put(a, b, p, reserve0, reserve1)
    put(b, a, p, reserve1, reserve0)
  }
  return { tokens, index, start, to, pool, reserveIn1000, reserveOut, direct, nextSame, pools }
}
