import type { Trade } from '@phoswap/core/routing'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { loadActionCode } from '../../chain/tx/loadActionCode'
import { useChainAction } from '../../chain/tx/useChainAction'
import { formatBalance } from '../../ui/format'
import { showToast } from '../../ui/toastStore'
import { SWAP_NAMESPACE } from './i18n'
import { isNative, type SwapForm } from './useSwapForm'

/**
 * The swap screen's actions through the one transaction path: approve the router, wrap or unwrap, and the swap
 * itself, simulated first (with the fee-on-transfer retry of `swapCheck`) so a swap that would fail is explained
 * before the wallet opens. `closePopup` and `openTokenError` drive the screen's popups.
 */
export function useSwapActions(form: SwapForm, popups: { close: () => void; openTokenError: () => void }) {
  const { t } = useTranslation(SWAP_NAMESPACE)
  const tt = (key: string) => t(`translation:${key}`)
  const { account, chainId, deployment, tokenIn, tokenOut, quote } = form
  const action = useChainAction(chainId, form.reads.refetch)
  const [busy, setBusy] = useState<'checking' | 'approving' | null>(null)
  const [error, setError] = useState<string | null>(null)

  const describe = (tr: { amountIn: bigint; amountOut: bigint }) =>
    tokenIn && tokenOut
      ? {
          amountIn: formatBalance(tr.amountIn, tokenIn.decimals),
          symbolIn: tokenIn.symbol,
          amountOut: formatBalance(tr.amountOut, tokenOut.decimals),
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
    const text = t(`tx.${kind}`, { amount: formatBalance(amount, tokenIn.decimals), symbol: tokenIn.symbol })
    const sent = await action.send({
      // The encoding and the wrapped token's ABI load with the first wrap (lazyTxCalls.ts does so for approvals).
      call: async () => (await import('../../chain/tx/txCalls')).wrapTx(kind, amount, wrappedNative),
      title: text,
      pending: { status: 0, text },
    })
    if (sent.ok) form.clearAmount()
  }

  async function executeSwap(tr: Trade) {
    if (!account || !deployment || !tokenIn || !tokenOut) return
    // Busy from the first press (the confirm button waits); the swap's code, the router's ABI and the call's
    // encoding load with the first swap, not with the screen (issue 17).
    setBusy('checking')
    const code = await loadActionCode(() => import('./executeSwap'))
    if (!code) {
      setBusy(null)
      popups.close()
      const message = tt('swap26')
      setError(message)
      showToast(message, 'error')
      return
    }
    await code.executeSwap(tr, { form, action, popups, setBusy, setError, t, describe })
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
