import type { Address } from 'viem'
import { candidateRoutes } from './candidateRoutes'
import { routeAmountIn } from './routeAmountIn'
import { toTrade } from './toTrade'
import type { Pool, Route, RoutingOptions, TradeResult } from './types'

/**
 * The swap screen's quote for an exact output (input source "to"): the route that needs the least input; on a
 * tie the fewer hops, then the earlier base token. Same candidates and failures as `bestTradeExactIn`.
 */
export function bestTradeExactOut(
  tokenIn: Address,
  tokenOut: Address,
  amountOut: bigint,
  pools: readonly Pool[],
  options: RoutingOptions,
): TradeResult {
  const routes = candidateRoutes(tokenIn, tokenOut, pools, options)
  if (routes.length === 0) return { ok: false, reason: 'noRoute' }
  if (amountOut <= 0n) return { ok: false, reason: 'noAmount' }
  let best: Route | undefined
  let bestIn = 0n
  for (const route of routes) {
    const needed = routeAmountIn(amountOut, route, options.transferTaxes)
    if (needed === null) continue
    if (!best || needed < bestIn || (needed === bestIn && route.pairs.length < best.pairs.length)) {
      best = route
      bestIn = needed
    }
  }
  if (!best) return { ok: false, reason: 'insufficientLiquidity' }
  return { ok: true, trade: toTrade('exactOut', best, bestIn, amountOut) }
}
