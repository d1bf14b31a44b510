import type { Trade } from '@phoswap/core/routing'
import type { TFunction } from 'i18next'
import { classifyChainError } from '../../chain/tx/chainError'
import type { ChainAction } from '../../chain/tx/useChainAction'
import { showToast } from '../../ui/toastStore'
import { planSwap, type SwapPlan } from './planSwap'
import { retriesFeeOnTransfer, swapCheckOutcome } from './swapCheck'
import { isNative, type SwapForm } from './useSwapForm'

export interface SwapContext {
  form: SwapForm
  action: ChainAction
  popups: { close: () => void; openTokenError: () => void }
  setBusy: (busy: 'checking' | null) => void
  setError: (message: string | null) => void
  t: TFunction
  describe: (trade: { amountIn: bigint; amountOut: bigint }) => Record<string, string | undefined>
}

/**
 * The swap itself (spec 000 §4, §8), loaded with the first one (useSwapActions): simulated first, with the
 * fee-on-transfer retry of `swapCheck`, so a swap that would fail is explained before the wallet opens; then sent.
 * The screen is busy ('checking') when this starts.
 */
export async function executeSwap(tr: Trade, c: SwapContext): Promise<void> {
  const { form, action, popups, t } = c
  const { account, deployment, tokenIn, tokenOut, settings } = form
  if (!account || !deployment || !tokenIn || !tokenOut) return c.setBusy(null)
  const nativeIn = isNative(tokenIn)
  const nativeOut = isNative(tokenOut)
  const base = { router: deployment.contracts.router, recipient: account, settings, nativeIn, nativeOut }
  const plan = (forceFeeOnTransfer: boolean): SwapPlan =>
    planSwap(tr, { ...base, taxes: form.rules.taxes, nowSeconds: Date.now() / 1000, forceFeeOnTransfer })
  const callOf = (p: SwapPlan) => ({ to: p.call.address, data: p.data, value: p.call.value })
  let chosen = plan(false)
  const firstError = await action.check(callOf(chosen))
  if (firstError) {
    const failure = {
      kind: classifyChainError(firstError),
      nativeIn,
      nativeOut,
      feeOnTransfer: chosen.call.functionName.includes('FeeOnTransfer'),
    }
    const retried = retriesFeeOnTransfer(failure)
    // Token to token failing once: try the fee-on-transfer function (a token with a tax we do not know of).
    const second = retried ? plan(true) : null
    const recovered = second !== null && (await action.check(callOf(second))) === null
    if (!recovered || !second) {
      c.setBusy(null)
      popups.close()
      const outcome = swapCheckOutcome(failure, retried)
      if ('popup' in outcome) return popups.openTokenError()
      const message = t(`translation:${outcome.messageKey}`)
      c.setError(message)
      showToast(message, 'error')
      return
    }
    chosen = second
  }
  c.setBusy(null)
  popups.close()
  const sent = await action.send({
    call: callOf(chosen),
    title: t('tx.swap', c.describe(tr)),
    pending: { status: 0, text: t('pending.swapping', c.describe(tr)) },
  })
  if (sent.ok) form.clearAmount()
}
