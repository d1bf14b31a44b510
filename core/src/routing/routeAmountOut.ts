import { afterTax } from './afterTax'
import type { Route, TransferTaxes } from './types'

/** Output of `amountIn` along a route, transfer taxes included, or 0 when a hop cannot fill it. */
export function routeAmountOut(amountIn: bigint, route: Route, taxes: TransferTaxes = {}): bigint {
  let amount = amountIn
  for (let i = 0; i < route.reserves.length; i++) {
    amount = afterTax(amount, taxes[route.path[i]!.toLowerCase()] ?? 0)
    if (amount <= 0n) return 0n
    const [reserveIn, reserveOut] = route.reserves[i]!
    const withFee = amount * 997n
    amount = (withFee * reserveOut) / (reserveIn * 1000n + withFee)
    if (amount <= 0n) return 0n
  }
  return afterTax(amount, taxes[route.path[route.path.length - 1]!.toLowerCase()] ?? 0)
}
