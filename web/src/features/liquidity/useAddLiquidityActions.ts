import { formatDisplayAmount } from '@phoswap/core/format'
import { deadlineFrom } from '@phoswap/core/settings'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useGoTo } from '../../app/useGoTo'
import { useSwapSettings } from '../../chain/settings/useSwapSettings'
import { classifyChainError } from '../../chain/tx/chainError'
import { failureMessageKey, routerCallFailed } from '../../chain/tx/failureMessage'
import { wrapCall } from '../../chain/tx/lazyTxCalls'
import { useChainAction } from '../../chain/tx/useChainAction'
import { showToast } from '../../ui/toastStore'
import { LIQUIDITY_NAMESPACE } from './i18n'
import { addPoolRecord } from './lpList'
import { lpListStore } from './lpListStore'
import { poolRecordFor } from './poolRecord'
import type { AddLiquidityForm, Slot } from './useAddLiquidityForm'

/**
 * The add screen's actions through the one transaction path: approve a token to the router, wrap or unwrap, and
 * supply (simulated first; on the first confirmation the pair joins this network's list and the screen goes back).
 */
export function useAddLiquidityActions(form: AddLiquidityForm, closePopup: () => void) {
  const { t } = useTranslation(LIQUIDITY_NAMESPACE)
  const goTo = useGoTo()
  const [settings] = useSwapSettings()
  const { account, chainId, router, tokenA, tokenB, amountA, amountB } = form
  const action = useChainAction(chainId, form.refetch)
  const [busy, setBusy] = useState<Slot | 'checking' | 'wrap' | null>(null)

  const describe = () =>
    tokenA && tokenB && amountA !== null && amountB !== null
      ? {
          amountA: formatDisplayAmount(amountA, tokenA.decimals),
          symbolA: tokenA.symbol,
          amountB: formatDisplayAmount(amountB, tokenB.decimals),
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
      amount: formatDisplayAmount(amountA, tokenA.decimals),
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

  async function supply() {
    const { routeA, routeB, pair, deployment } = form
    if (!account || !router || !tokenA || !tokenB || !amountA || !amountB) return
    // The router's ABI and the call's encoding load with the first supply, not with the screen (issue 17).
    const { addLiquidityCall } = await import('./liquidityCalls')
    const call = addLiquidityCall({
      router,
      tokenA: tokenA.address,
      tokenB: tokenB.address,
      amountA,
      amountB,
      slippageBps: settings.slippageBps,
      newPool: form.newPool,
      to: account,
      deadline: deadlineFrom(Date.now() / 1000, settings.deadlineMinutes),
    })
    const text = t('translation:waitingAddLiquidity', describe())
    setBusy('checking')
    // Simulate before the wallet opens: a call that would revert is explained here, not sent.
    const error = await action.check(call)
    setBusy(null)
    closePopup()
    if (error) {
      console.warn('liquidity', error)
      const kind = classifyChainError(error)
      action.setPending(kind === 'rejected' ? null : { status: 2, text, chainId })
      showToast(t(`translation:${failureMessageKey(kind, routerCallFailed)}`), 'error')
      return
    }
    const record =
      routeA && routeB && pair && deployment
        ? poolRecordFor([tokenA, tokenB], [routeA, routeB], pair.pair, deployment.tokens)
        : null
    const sent = await action.send({
      call,
      title: t('add.txAdd', describe()),
      pending: { status: 4, text },
      awaitReceipt: true,
      failure: routerCallFailed,
    })
    if (!sent.ok) return
    // On the first confirmation the pair joins this network's list and the screen goes back (000 §4).
    if (record) lpListStore.set((lists) => addPoolRecord(lists, chainId, record))
    form.clear()
    goTo('LiquidityIndex')
  }

  return {
    busy,
    pending: action.pending,
    closePending: () => action.setPending(null),
    approve,
    wrapOrUnwrap,
    supply,
  }
}
