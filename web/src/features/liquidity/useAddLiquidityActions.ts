import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSwapSettings } from '../../chain/settings/useSwapSettings'
import { routerCallFailed } from '../../chain/tx/failureKeys'
import { wrapCall } from '../../chain/tx/lazyTxCalls'
import { loadActionCode } from '../../chain/tx/loadActionCode'
import { useChainAction } from '../../chain/tx/useChainAction'
import { useGoTo } from '../../navigation/useGoTo'
import { formatBalance } from '../../ui/format'
import { showToast } from '../../ui/toastStore'
import { LIQUIDITY_NAMESPACE } from './i18n'
import type { AddLiquidityForm, Slot } from './useAddLiquidityForm'

/**
 * The add screen's actions through the one transaction path: approve a token to the router, wrap or unwrap, and
 * supply (simulated first; on the first confirmation the pair joins this network's list and the screen goes back).
 */
export function useAddLiquidityActions(form: AddLiquidityForm, closePopup: () => void) {
  const { t } = useTranslation(LIQUIDITY_NAMESPACE)
  const goTo = useGoTo()
  // Set once a supply confirmed: closing its popup goes back to the list (the popup stays until then).
  const leaveOnClose = useRef(false)
  const [settings] = useSwapSettings()
  const { account, chainId, router, tokenA, tokenB, amountA, amountB } = form
  const action = useChainAction(chainId, form.refetch)
  const [busy, setBusy] = useState<Slot | 'checking' | 'wrap' | null>(null)

  const describe = () =>
    tokenA && tokenB && amountA !== null && amountB !== null
      ? {
          amountA: formatBalance(amountA, tokenA.decimals),
          symbolA: tokenA.symbol,
          amountB: formatBalance(amountB, tokenB.decimals),
          symbolB: tokenB.symbol,
        }
      : {}

  async function approve(slot: Slot) {
    const token = slot === 'A' ? tokenA : tokenB
    if (!account || !token || !router) return
    setBusy(slot)
    await action.approve({
      token: token.address,
      spender: router,
      title: t('add.txApprove', { symbol: token.symbol }),
    })
    setBusy(null)
  }

  async function wrapOrUnwrap(kind: 'wrap' | 'unwrap') {
    if (!account || !form.wrapped || !tokenA || !amountA) return
    const text = t(kind === 'wrap' ? 'add.txWrap' : 'add.txUnwrap', {
      amount: formatBalance(amountA, tokenA.decimals),
      symbol: tokenA.symbol,
    })
    setBusy('wrap')
    const sent = await action.send({
      call: wrapCall(kind, amountA, form.wrapped),
      title: text,
      pending: { status: 4, text },
      failure: routerCallFailed,
    })
    if (sent.ok) form.clear()
    setBusy(null)
  }

  function closePending() {
    action.setPending(null)
    if (!leaveOnClose.current) return
    leaveOnClose.current = false
    goTo('LiquidityIndex')
  }

  async function supply() {
    if (!account || !router || !tokenA || !tokenB || !amountA || !amountB) return
    // Busy from the first press (the confirm button waits); the supply's code, the router's ABI and the call's
    // encoding load with the first supply, not with the screen (issue 17).
    setBusy('checking')
    const code = await loadActionCode(() => import('./supplyLiquidity'))
    if (!code) {
      setBusy(null)
      showToast(t(`translation:${routerCallFailed('other')}`), 'error')
      return
    }
    await code.supplyLiquidity({
      form,
      settings,
      action,
      t,
      setBusy,
      closePopup,
      describe,
      leaveOnClose: () => {
        leaveOnClose.current = true
      },
      closePending,
    })
  }

  return {
    busy,
    pending: action.pending,
    closePending,
    approve,
    wrapOrUnwrap,
    supply,
  }
}
