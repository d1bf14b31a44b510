import { deadlineFrom, type SwapSettings } from '@phoswap/core/settings'
import type { TFunction } from 'i18next'
import { classifyChainError } from '../../chain/tx/chainError'
import { routerCallFailed } from '../../chain/tx/failureKeys'
import { failureMessageOf } from '../../chain/tx/failureMessage'
import type { ChainAction } from '../../chain/tx/useChainAction'
import { showToast } from '../../ui/toastStore'
import { addLiquidityCall } from './liquidityCalls'
import { addPoolRecord } from './lpList'
import { lpListStore } from './lpListStore'
import { poolRecordFor } from './poolRecord'
import type { AddLiquidityForm } from './useAddLiquidityForm'

export interface SupplyContext {
  form: AddLiquidityForm
  settings: SwapSettings
  action: ChainAction
  t: TFunction
  setBusy: (busy: 'checking' | null) => void
  closePopup: () => void
  describe: () => Record<string, string | undefined>
  /** After the confirmation: closing the popup goes back to the list (the popup says "confirmed" first). */
  leaveOnClose: () => void
  /** What closing the popup does (goes back once `leaveOnClose` was called). */
  closePending: () => void
}

/**
 * The supply (spec 000 §4), loaded with the first one (useAddLiquidityActions): simulated before the wallet opens
 * (a call that would revert is explained here, not sent), then sent; on the first confirmation the pair joins this
 * network's list; the popup says "confirmed" and closing it goes back to the list. The screen is busy ('checking') when this starts.
 */
export async function supplyLiquidity(c: SupplyContext): Promise<void> {
  const { form, settings, action, t } = c
  const { account, chainId, router, tokenA, tokenB, amountA, amountB, routeA, routeB, pair, deployment } = form
  if (!account || !router || !tokenA || !tokenB || !amountA || !amountB) return c.setBusy(null)
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
  const text = t('translation:waitingAddLiquidity', c.describe())
  const error = await action.check(call)
  c.setBusy(null)
  c.closePopup()
  if (error) {
    console.warn('liquidity', error)
    // One message: in the failed popup (a refusal has no popup, so it is a toast).
    const message = failureMessageOf(error, { chainId, keys: routerCallFailed })
    if (classifyChainError(error) === 'rejected') {
      action.setPending(null)
      showToast(t(`translation:${message.key}`, message.values ?? {}), 'error')
    } else action.setPending({ status: 2, text, chainId, reason: message })
    return
  }
  const record =
    routeA && routeB && pair && deployment
      ? poolRecordFor([tokenA, tokenB], [routeA, routeB], pair.pair, deployment.tokens)
      : null
  const sent = await action.send({
    call,
    title: t('add.txAdd', c.describe()),
    pending: { status: 4, text },
    awaitReceipt: true,
    failure: routerCallFailed,
  })
  if (!sent.ok) return
  // On the first confirmation the pair joins this network's list (000 §4); the popup stays until it is closed.
  if (record) lpListStore.set((lists) => addPoolRecord(lists, chainId, record))
  form.clear()
  c.leaveOnClose()
  // The user closed the popup before the receipt: nothing left to read it in, so go back now.
  if (!action.currentPending()) c.closePending()
}
