import { priceImpact } from '../amm/priceImpact'
import type { Route, Trade, TradeType } from './types'

/** Prices a route whose amounts are known. Internal to routing: callers get trades from the best-trade functions. */
export function toTrade(tradeType: TradeType, route: Route, amountIn: bigint, amountOut: bigint): Trade {
  let midNumerator = 1n
  let midDenominator = 1n
  for (const [reserveIn, reserveOut] of route.reserves) {
    midNumerator *= reserveOut
    midDenominator *= reserveIn
  }
  return {
    tradeType,
    route,
    amountIn,
    amountOut,
    midPrice: { numerator: midNumerator, denominator: midDenominator },
    executionPrice: { numerator: amountOut, denominator: amountIn },
    priceImpact: priceImpact(amountIn, amountOut, route.reserves),
  }
}
