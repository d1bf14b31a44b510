import { type Address, zeroAddress } from 'viem'
import type { HopReserves } from '../amm/getAmountsOut'
import type { Pool, Route, RoutingOptions } from './types'

function pairKey(a: string, b: string): string {
  const x = a.toLowerCase()
  const y = b.toLowerCase()
  return x < y ? `${x}${y}` : `${y}${x}`
}

/**
 * The routes a quote may take (spec 000 §5): the direct pool, then with multipath on `tokenIn -> base -> tokenOut`
 * for each base token in order. Pools with the zero address (the factory's "no pair") or an empty reserve are no
 * pool. Each route's reserves are oriented along its path. Tokens are compared without regard to case.
 */
export function candidateRoutes(
  tokenIn: Address,
  tokenOut: Address,
  pools: readonly Pool[],
  options: Pick<RoutingOptions, 'multipath' | 'baseTokens'>,
): Route[] {
  const inKey = tokenIn.toLowerCase()
  const outKey = tokenOut.toLowerCase()
  if (inKey === outKey) return []
  const byPair = new Map<string, Pool>()
  for (const pool of pools) {
    if (pool.address.toLowerCase() === zeroAddress || pool.reserve0 <= 0n || pool.reserve1 <= 0n) continue
    if (pool.token0.toLowerCase() === pool.token1.toLowerCase()) continue
    const key = pairKey(pool.token0, pool.token1)
    if (!byPair.has(key)) byPair.set(key, pool)
  }
  const hop = (from: Address): ((to: Address) => [Address, HopReserves] | undefined) => {
    return (to) => {
      const pool = byPair.get(pairKey(from, to))
      if (!pool) return undefined
      const forward = pool.token0.toLowerCase() === from.toLowerCase()
      return [pool.address, forward ? [pool.reserve0, pool.reserve1] : [pool.reserve1, pool.reserve0]]
    }
  }
  const routes: Route[] = []
  const direct = hop(tokenIn)(tokenOut)
  if (direct) routes.push({ path: [tokenIn, tokenOut], pairs: [direct[0]], reserves: [direct[1]] })
  if (!options.multipath) return routes
  const seen = new Set<string>()
  for (const base of options.baseTokens) {
    const key = base.toLowerCase()
    if (key === inKey || key === outKey || seen.has(key)) continue
    seen.add(key)
    const first = hop(tokenIn)(base)
    const second = first && hop(base)(tokenOut)
    if (!first || !second) continue
    routes.push({ path: [tokenIn, base, tokenOut], pairs: [first[0], second[0]], reserves: [first[1], second[1]] })
  }
  return routes
}
