import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSwapSettings } from '../../chain/settings/useSwapSettings'
import { approveTx, type TxCall } from '../../chain/tx/txCalls'
import { useChainAction } from '../../chain/tx/useChainAction'
import { formatBalance, shortenAddress } from '../../ui/format'
import { showToast } from '../../ui/toastStore'
import { exchangeCall } from './flashCalls'
import { FLASH_NAMESPACE } from './i18n'
import type { FlashReads } from './useFlashReads'

/**
 * The flash exchange's actions through the one transaction path: approve the record's token to the exchange
 * (000 §8: failure swap74), then exchange (failure swap26; success "Exchanged successfully", swap340).
 */
export function useFlashActions(reads: FlashReads, id: number, clearAmount: () => void) {
  const { t } = useTranslation(FLASH_NAMESPACE)
  const action = useChainAction(reads.chainId, reads.refetch)
  const [busy, setBusy] = useState<'approve' | 'exchange' | null>(null)
  const [settings] = useSwapSettings()
  const { account, flash, selected, fromMeta, toMeta, preview } = reads
  const fromSymbol = fromMeta?.symbol ?? (selected ? shortenAddress(selected[0]) : '')
  const toSymbol = toMeta?.symbol ?? (selected ? shortenAddress(selected[1]) : '')

  async function approve() {
    if (!account || !flash || !selected) return
    setBusy('approve')
    await action.approve({ token: selected[0], spender: flash, title: t('flash.txApprove', { symbol: fromSymbol }) })
    setBusy(null)
  }

  async function exchange() {
    const amount = reads.amount
    // Without the preview there is no minimum to hold the payout to: the click waits for the read.
    if (!account || !flash || !selected || !amount || !fromMeta || !toMeta || preview === null) return
    setBusy('exchange')
    const sent = await action.send({
      call: exchangeCall(flash, id, amount, preview, settings.slippageBps),
      title: t('flash.txExchange', {
        amountIn: formatBalance(amount, fromMeta.decimals),
        symbolIn: fromSymbol,
        amountOut: formatBalance(preview, toMeta.decimals),
        symbolOut: toSymbol,
      }),
      announcesResult: true,
      awaitReceipt: true,
    })
    if (sent.ok) {
      clearAmount()
      showToast(t('translation:swap340'), 'success')
    }
    setBusy(null)
  }

  /** The transaction the main button sends next, for its network fee: the approval, else the exchange. */
  function nextCall(kind: string): TxCall | null {
    if (!account || !flash || !selected) return null
    if (kind === 'approve') return approveTx(selected[0], flash)
    const amount = reads.amount
    if (kind !== 'exchange' || !amount || preview === null) return null
    return exchangeCall(flash, id, amount, preview, settings.slippageBps)
  }

  return { busy, fromSymbol, toSymbol, approve, exchange, nextCall }
}
