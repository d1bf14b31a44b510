export { afterTax } from './afterTax'
export { beforeTax } from './beforeTax'
export { bestRouteExactIn } from './bestRouteExactIn'
export { bestTradeExactIn } from './bestTradeExactIn'
export { bestTradeExactOut } from './bestTradeExactOut'
export { buildPoolGraph, type PoolGraph } from './buildPoolGraph'
export { candidatePairs } from './candidatePairs'
export { candidateRoutes } from './candidateRoutes'
export { routeAmountIn } from './routeAmountIn'
export { routeAmountOut } from './routeAmountOut'
export type {
  Pool,
  Route,
  RoutingOptions,
  Trade,
  TradeFailure,
  TradeResult,
  TradeType,
  TransferTaxes,
} from './types'
