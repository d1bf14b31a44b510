import { attachReceipt, markReplaced, txKey } from '@phoswap/core/swap'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { type Config, useConfig, useConnection } from 'wagmi'
import { getPublicClient } from 'wagmi/actions'
import { showToast } from '../../ui/toastStore'
import { setTxNonce } from './parseTxStore'
import { isAnnouncedByScreen, txStore } from './useTransactions'

/** How often pending records are looked up. */
export const RECEIPT_POLL_MS = 3_000

/**
 * A record marked dropped is still looked up this long after it was sent: when the wallet gave it another nonce
 * than the one expected (its own queue), a late receipt clears the mark.
 */
export const DROPPED_RECHECK_MS = 60 * 60_000

async function poll(config: Config, chainId: number, from: `0x${string}`, success: string): Promise<void> {
  const client = getPublicClient(config, { chainId })
  if (!client) return
  const key = txKey(chainId, from)
  const recheckSince = Date.now() - DROPPED_RECHECK_MS
  const pending = (txStore.get()[key] ?? []).filter((t) => !t.receipt && (!t.dropped || t.addedTime > recheckSince))
  if (pending.length === 0) return
  // The confirmed nonce is read before the receipts: a record below it was mined or replaced before this read, so
  // its receipt, if any, is found below and a transaction mined in between is never taken for a dropped one.
  const confirmed = await client.getTransactionCount({ address: from, blockTag: 'latest' }).catch(() => null)
  for (const tx of pending) {
    const receipt = await client.getTransactionReceipt({ hash: tx.hash }).catch(() => null)
    if (receipt) {
      const ok = receipt.status === 'success'
      txStore.set((s) => attachReceipt(s, chainId, from, tx.hash, { status: ok }))
      if (ok && !isAnnouncedByScreen(tx.hash)) showToast(success, 'success')
      continue
    }
    // The node's nonce for the hash, once it knows it, overrides the expected one (a wallet may pick another).
    if (tx.nonce === undefined && !tx.dropped) {
      const sent = await client.getTransaction({ hash: tx.hash }).catch(() => null)
      if (sent) txStore.set((s) => setTxNonce(s, key, tx.hash, sent.nonce))
    }
  }
  if (confirmed !== null) txStore.set((s) => markReplaced(s, chainId, from, confirmed))
}

/**
 * Attaches receipts to the connected account's pending records by polling (spec 000 §4) with a success toast,
 * and marks a record whose nonce another transaction used as dropped, so none spins forever. The Shell mounts
 * exactly one, app-wide, while a wallet is connected.
 */
export function TransactionWatcher() {
  const config = useConfig()
  const { address, chainId } = useConnection()
  const { t } = useTranslation()
  const success = t('transactionConfirmed')
  useEffect(() => {
    if (!address || !chainId) return
    let stopped = false
    let running = false
    const tick = () => {
      if (stopped || running) return
      running = true
      poll(config, chainId, address, success).finally(() => {
        running = false
      })
    }
    tick()
    const timer = setInterval(tick, RECEIPT_POLL_MS)
    return () => {
      stopped = true
      clearInterval(timer)
    }
  }, [config, address, chainId, success])
  return null
}
