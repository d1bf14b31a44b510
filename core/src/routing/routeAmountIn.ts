import { beforeTax } from './beforeTax'
import type { Route, TransferTaxes } from './types'

/**
 * Input needed along a route for the recipient to get `amountOut`, transfer taxes included, or `null` when a hop
 * would have to give its whole reserve or more. Sent along the route, that input yields at least `amountOut`.
 */
export function routeAmountIn(amountOut: bigint, route: Route, taxes: TransferTaxes = {}): bigint | null {
  let amount = beforeTax(amountOut, taxes[route.path[route.path.length - 1]!.toLowerCase()] ?? 0)
  for (let i = route.reserves.length - 1; i >= 0; i--) {
    const [reserveIn, reserveOut] = route.reserves[i]!
    if (amount >= reserveOut) return null
    amount = (reserveIn * amount * 1000n) / ((reserveOut - amount) * 997n) + 1n
    amount = beforeTax(amount, taxes[route.path[i]!.toLowerCase()] ?? 0)
  }
  return amount
}
