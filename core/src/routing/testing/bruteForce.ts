import type { Address } from 'viem'
import { getAmountsIn } from '../../amm/getAmountsIn'
import { getAmountsOut, type HopReserves } from '../../amm/getAmountsOut'
import type { Pool } from '../types'

export interface BrutePath {
  path: Address[]
  reserves: HopReserves[]
}

/** Every simple path from `tokenIn` to `tokenOut` with at most `maxHops` usable pools, by plain recursion. */
export function allPaths(pools: readonly Pool[], tokenIn: Address, tokenOut: Address, maxHops: number): BrutePath[] {
  const usable = pools.filter((p) => p.reserve0 > 0n && p.reserve1 > 0n && !/^0x0{40}$/i.test(p.address))
  const found: BrutePath[] = []
  const walk = (token: Address, path: Address[], reserves: HopReserves[]) => {
    if (token.toLowerCase() === tokenOut.toLowerCase()) {
      found.push({ path, reserves })
      return
    }
    if (reserves.length === maxHops) return
    for (const p of usable) {
      const forward = p.token0.toLowerCase() === token.toLowerCase()
      if (!forward && p.token1.toLowerCase() !== token.toLowerCase()) continue
      const next = forward ? p.token1 : p.token0
      if (path.some((t) => t.toLowerCase() === next.toLowerCase())) continue
      walk(next, [...path, next], [...reserves, forward ? [p.reserve0, p.reserve1] : [p.reserve1, p.reserve0]])
    }
  }
  walk(tokenIn, [tokenIn], [])
  return found
}

/** Best output and its hop count over `paths`, using core's getAmountsOut; null when none fills. */
export function bruteBestOut(paths: BrutePath[], amountIn: bigint): { out: bigint; hops: number } | null {
  let best: { out: bigint; hops: number } | null = null
  for (const { reserves } of paths) {
    let out: bigint
    try {
      out = getAmountsOut(amountIn, reserves).at(-1)!
    } catch {
      continue
    }
    if (out <= 0n) continue
    if (!best || out > best.out || (out === best.out && reserves.length < best.hops))
      best = { out, hops: reserves.length }
  }
  return best
}

/** Least input and its hop count over `paths`, using core's getAmountsIn; null when none can fill. */
export function bruteBestIn(paths: BrutePath[], amountOut: bigint): { amountIn: bigint; hops: number } | null {
  let best: { amountIn: bigint; hops: number } | null = null
  for (const { reserves } of paths) {
    let amountIn: bigint
    try {
      amountIn = getAmountsIn(amountOut, reserves)[0]!
    } catch {
      continue
    }
    if (!best || amountIn < best.amountIn || (amountIn === best.amountIn && reserves.length < best.hops)) {
      best = { amountIn, hops: reserves.length }
    }
  }
  return best
}
