import type { Trade } from '@phoswap/core/routing'
import type { TxCall } from '../../chain/tx/txCalls'
import { isNative, type SwapForm } from './useSwapForm'

/** The router call the review's network fee is estimated for: the one `executeSwap` sends first. */
export async function swapReviewCall(trade: Trade, form: SwapForm): Promise<TxCall | null> {
  const { account, deployment, tokenIn, tokenOut, settings } = form
  if (!account || !deployment || !tokenIn || !tokenOut) return null
  const { planSwap } = await import('./planSwap')
  const plan = planSwap(trade, {
    router: deployment.contracts.router,
    recipient: account,
    settings,
    nativeIn: isNative(tokenIn),
    nativeOut: isNative(tokenOut),
    taxes: form.rules.taxes,
    nowSeconds: Date.now() / 1000,
  })
  return { to: plan.call.address, data: plan.data, value: plan.call.value }
}
