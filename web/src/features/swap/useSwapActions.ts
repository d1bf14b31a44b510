import { formatDisplayAmount } from '@phoswap/core/format'
import type { Trade } from '@phoswap/core/routing'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { classifyChainError } from '../../chain/tx/chainError'
import { wrapCall } from '../../chain/tx/lazyTxCalls'
import { useChainAction } from '../../chain/tx/useChainAction'
import { showToast } from '../../ui/toastStore'
import { SWAP_NAMESPACE } from './i18n'
import type { SwapPlan } from './planSwap'
import { isNative, type SwapForm } from './useSwapForm'

/**
 * The swap screen's actions through the one transaction path: approve the router, wrap or unwrap, and the swap
 * itself, simulated first (with the fee-on-transfer retry of `swapCheck`) so a swap that would fail is explained
 * before the wallet opens. `closePopup` and `openTokenError` drive the screen's popups.
 */
export function useSwapActions(form: SwapForm, popups: { close: () => void; openTokenError: () => void }) {
  const { t } = useTranslation(SWAP_NAMESPACE)
  const tt = (key: string) => t(`translation:${key}`)
  const { account, chainId, deployment, tokenIn, tokenOut, settings, quote } = form
  const action = useChainAction(chainId, form.reads.refetch)
  const [busy, setBusy] = useState<'checking' | 'approving' | null>(null)
  const [error, setError] = useState<string | null>(null)

  const describe = (tr: { amountIn: bigint; amountOut: bigint }) =>
    tokenIn && tokenOut
      ? {
          amountIn: formatDisplayAmount(tr.amountIn, tokenIn.decimals),
          symbolIn: tokenIn.symbol,
          amountOut: formatDisplayAmount(tr.amountOut, tokenOut.decimals),
          symbolOut: tokenOut.symbol,
        }
      : {}

  async function approve() {
    if (!account || !tokenIn || isNative(tokenIn) || !deployment) return
    setBusy('approving')
    // The spec: after the receipt the approve state is checked again (the path refetches).
    await action.approve({
      token: tokenIn.address,
      spender: deployment.contracts.router,
      title: t('tx.approve', { symbol: tokenIn.symbol }),
    })
    setBusy(null)
  }

  async function wrapOrUnwrap(kind: 'wrap' | 'unwrap') {
    const wrappedNative = form.rules.wrappedNative
    if (!account || !wrappedNative || !tokenIn || quote.amountIn === null) return
    const amount = quote.amountIn
    const text = t(`tx.${kind}`, { amount: formatDisplayAmount(amount, tokenIn.decimals), symbol: tokenIn.symbol })
    const sent = await action.send({
      call: wrapCall(kind, amount, wrappedNative),
      title: text,
      pending: { status: 0, text },
    })
    if (sent.ok) form.clearAmount()
  }

  async function executeSwap(tr: Trade) {
    if (!account || !deployment || !tokenIn || !tokenOut) return
    const nativeIn = isNative(tokenIn)
    const nativeOut = isNative(tokenOut)
    const base = { router: deployment.contracts.router, recipient: account, settings, nativeIn, nativeOut }
    // Busy from the first press (the confirm button waits), then the router's ABI, the call's encoding and the
    // check's rules load with the first swap, not with the screen (issue 17).
    setBusy('checking')
    const [{ planSwap }, { retriesFeeOnTransfer, swapCheckOutcome }] = await Promise.all([
      import('./planSwap'),
      import('./swapCheck'),
    ])
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
        setBusy(null)
        popups.close()
        const outcome = swapCheckOutcome(failure, retried)
        if ('popup' in outcome) return popups.openTokenError()
        const message = tt(outcome.messageKey)
        setError(message)
        showToast(message, 'error')
        return
      }
      chosen = second
    }
    setBusy(null)
    popups.close()
    const sent = await action.send({
      call: callOf(chosen),
      title: t('tx.swap', describe(tr)),
      pending: { status: 0, text: t('pending.swapping', describe(tr)) },
    })
    if (sent.ok) form.clearAmount()
  }

  return {
    busy,
    error,
    setError,
    pending: action.pending,
    closePending: () => action.setPending(null),
    approve,
    wrapOrUnwrap,
    executeSwap,
  }
}
