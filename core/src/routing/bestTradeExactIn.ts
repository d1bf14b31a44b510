import type { Address } from 'viem'
import { candidateRoutes } from './candidateRoutes'
import { routeAmountOut } from './routeAmountOut'
import { toTrade } from './toTrade'
import type { Pool, Route, RoutingOptions, TradeResult } from './types'

/**
 * The swap screen's quote for an exact input (spec 000 §4, §5): among the direct pool and, with multipath on,
 * the two-hop routes through the base tokens, the one with the most output; on a tie the fewer hops, then the
 * earlier base token. `pools` is what the multicall read for `candidatePairs`. Fails with 'noRoute' when no
 * usable pool joins the tokens (checked first, so the button can say swap12 before an amount is typed),
 * 'noAmount' for an amount of 0 or less, 'insufficientLiquidity' when every route rounds to nothing.
 */
export function bestTradeExactIn(
  amountIn: bigint,
  tokenIn: Address,
  tokenOut: Address,
  pools: readonly Pool[],
  options: RoutingOptions,
): TradeResult {
  const routes = candidateRoutes(tokenIn, tokenOut, pools, options)
  if (routes.length === 0) return { ok: false, reason: 'noRoute' }
  if (amountIn <= 0n) return { ok: false, reason: 'noAmount' }
  let best: Route | undefined
  let bestOut = 0n
  for (const route of routes) {
    const out = routeAmountOut(amountIn, route, options.transferTaxes)
    if (out <= 0n) continue
    if (!best || out > bestOut || (out === bestOut && route.pairs.length < best.pairs.length)) {
      best = route
      bestOut = out
    }
  }
  if (!best) return { ok: false, reason: 'insufficientLiquidity' }
  return { ok: true, trade: toTrade('exactIn', best, amountIn, bestOut) }
}
