import { deadlineFrom } from '@phoswap/core/settings'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSwapSettings } from '../../chain/settings/useSwapSettings'
import { loadActionCode } from '../../chain/tx/loadActionCode'
import type { PermitSignature } from '../../chain/tx/permit'
import { useChainAction } from '../../chain/tx/useChainAction'
import { useGoTo } from '../../navigation/useGoTo'
import { formatBalance } from '../../ui/format'
import { showToast } from '../../ui/toastStore'
import { LIQUIDITY_NAMESPACE } from './i18n'
import { removePoolRecord } from './lpList'
import { lpListStore } from './lpListStore'
import type { PoolRecord } from './poolRecord'
import { liquidityToRemove, pooledAmounts } from './positionMath'
import { afterRemoval, removeAuthorization, removeCheckOutcome } from './removeDecisions'
import type { RemoveReads } from './useRemoveReads'

interface Signed {
  liquidity: bigint
  deadline: bigint
  signature: PermitSignature
}

/**
 * The remove screen's amount (a percentage of the LP balance), what it pays out, and its actions through the one
 * transaction path: approve the router, or sign a permit for exactly this amount, then remove.
 */
export function useRemoveActions(record: PoolRecord, reads: RemoveReads) {
  const { t } = useTranslation(LIQUIDITY_NAMESPACE)
  const goTo = useGoTo()
  const [settings] = useSwapSettings()
  const { account, chainId, router, wrapped } = reads
  const action = useChainAction(chainId, reads.refetch)
  const [percent, setPercentState] = useState(0)
  const [receiveNative, setReceiveNative] = useState(true)
  const [signed, setSigned] = useState<Signed | null>(null)
  const [busy, setBusy] = useState<'approve' | 'permit' | 'remove' | null>(null)
  // Set once a removal of everything confirmed: closing its popup goes back to the list (it says "confirmed" first).
  const leaveOnClose = useRef(false)
  // The review before the removal (issue 29): open from the remove button, the removal only from its confirm.
  const [reviewing, setReviewing] = useState(false)

  const setPercent = (value: number) => {
    setPercentState(Math.max(0, Math.min(100, Math.round(value))))
    // A permit is for an exact amount: a new amount needs a new signature.
    setSigned(null)
  }

  const liquidity = liquidityToRemove(reads.lpBalance, percent)
  const { amountA: amountFrom, amountB: amountTo } = pooledAmounts(
    liquidity,
    reads.totalSupply,
    reads.reserveFrom,
    reads.reserveTo,
  )
  const payNative = !!reads.nativeSide && receiveNative
  const fromShown = payNative && reads.nativeSide === 'from' ? reads.nativeSymbol : reads.fromSymbol
  const toShown = payNative && reads.nativeSide === 'to' ? reads.nativeSymbol : reads.toSymbol
  const authorization = removeAuthorization({
    percent,
    liquidity,
    allowance: reads.allowance,
    signedLiquidity: signed?.liquidity ?? null,
  })

  const describe = () => ({
    amountA: formatBalance(amountFrom, record.fromDecimals),
    symbolA: fromShown,
    amountB: formatBalance(amountTo, record.toDecimals),
    symbolB: toShown,
  })

  async function approve() {
    if (!account || !router) return
    setBusy('approve')
    await action.approve({
      token: record.lpAddress,
      spender: router,
      title: t('remove.txApprove', { symbol: `${record.fromSymbol}/${record.toSymbol}` }),
    })
    setBusy(null)
  }

  async function permit() {
    if (!account || !router || reads.nonce === undefined || liquidity === 0n) return
    setBusy('permit')
    const deadline = deadlineFrom(Date.now() / 1000, settings.deadlineMinutes)
    const signature = await action.permit({
      pair: record.lpAddress,
      name: reads.permitName,
      version: reads.permitVersion,
      spender: router,
      value: liquidity,
      nonce: reads.nonce,
      deadline,
    })
    if (signature) setSigned({ liquidity, deadline, signature })
    setBusy(null)
  }

  /**
   * The router call the remove button sends now (with the signed permit when that is the authorization). Its
   * encoding and the router's ABI load with the first review or removal, not with the screen; null when there is no
   * call, or when that code did not arrive.
   */
  async function removeCall() {
    if (!account || !router || !wrapped || !authorization.canRemove) return null
    const usePermit = !authorization.approved && authorization.permitted && signed
    const deadline = usePermit ? signed.deadline : deadlineFrom(Date.now() / 1000, settings.deadlineMinutes)
    const calls = await loadActionCode(() => import('./liquidityCalls'))
    return (
      calls?.removeLiquidityCall({
        router,
        wrappedNative: wrapped,
        tokenA: record.fromAddress,
        tokenB: record.toAddress,
        amountA: amountFrom,
        amountB: amountTo,
        liquidity,
        slippageBps: settings.slippageBps,
        receiveNative: payNative,
        taxes: reads.taxes,
        to: account,
        deadline,
        permit: usePermit ? signed.signature : undefined,
      }) ?? null
    )
  }

  async function remove() {
    if (!account || !router || !wrapped || !authorization.canRemove) return
    const next = afterRemoval(percent)
    const text = t('translation:waitingRemoveLiquidity', describe())
    setBusy('remove')
    action.setPending({ status: 3, text, chainId })
    const call = await removeCall()
    if (!call) {
      // The call's code did not arrive: nothing was sent (as for any failure before the wallet).
      setBusy(null)
      action.setPending(null)
      showToast(t('translation:swap26'), 'error')
      return
    }
    const error = await action.check(call)
    if (error) {
      console.warn('remove', error)
      setBusy(null)
      const outcome = removeCheckOutcome(await action.classify(error), payNative)
      // One message: in the failed popup, or a toast when the popup closes (a refusal).
      if (outcome.pending === 'close') {
        action.setPending(null)
        showToast(t(`translation:${outcome.messageKey}`), 'error')
      } else action.setPending({ status: 2, text, chainId, reason: { key: outcome.messageKey } })
      return
    }
    const sent = await action.send({
      call,
      title: t('remove.txRemove', describe()),
      pending: { status: 3, text },
      awaitReceipt: true,
    })
    setBusy(null)
    if (!sent.ok) return
    setSigned(null)
    if (next === 'leave') {
      lpListStore.set((lists) => removePoolRecord(lists, chainId, record.lpAddress))
      // Back to the list when the popup closes, or now when the user already closed it.
      if (action.currentPending()) leaveOnClose.current = true
      else goTo('LiquidityIndex')
    } else {
      setPercentState(0)
    }
  }

  return {
    percent,
    setPercent,
    receiveNative,
    setReceiveNative,
    liquidity,
    amountFrom,
    amountTo,
    fromShown,
    toShown,
    ...authorization,
    slippageBps: settings.slippageBps,
    reviewing,
    openReview: () => {
      if (authorization.canRemove && busy === null) setReviewing(true)
    },
    closeReview: () => setReviewing(false),
    busy,
    removeCall,
    pending: action.pending,
    closePending: () => {
      action.setPending(null)
      if (!leaveOnClose.current) return
      leaveOnClose.current = false
      goTo('LiquidityIndex')
    },
    approve,
    permit,
    remove,
  }
}

export type RemoveActions = ReturnType<typeof useRemoveActions>
