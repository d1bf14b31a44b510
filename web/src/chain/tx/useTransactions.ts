import { addTx, clearTxs, type TxRecord, txKey } from '@phoswap/core/swap'
import { useCallback, useMemo } from 'react'
import type { Hex } from 'viem'
import { storedValue, useStoredValue } from '../../ui/storedValue'
import { useWalletState } from '../wallet/walletState'
import { parseTxStore } from './parseTxStore'

/** Local storage key of the transaction records of every account and chain (spec: settings "transactions"). */
export const TX_STORAGE_KEY = 'transactions'

export const txStore = storedValue(TX_STORAGE_KEY, parseTxStore)

const EMPTY: readonly TxRecord[] = []

/**
 * Hashes whose screen awaits the receipt and says the result in its own words (mining's "Claimed successfully",
 * the flash exchange's "Exchanged successfully"): the receipt watcher attaches their receipt without its generic
 * toast, which would replace the screen's. Kept for this page load only: after a reload nobody awaits them, and the
 * watcher's toast is the only word the user gets.
 */
const announcedByScreen = new Set<string>()

export function isAnnouncedByScreen(hash: string): boolean {
  return announcedByScreen.has(hash.toLowerCase())
}

/**
 * The connected account's transaction records on its chain, newest first, kept across reloads.
 * `add(sent, title, { announcesResult })` records a transaction as soon as its hash is known, with the nonce it
 * should use (`sendChecked` gives both); `TransactionWatcher` attaches the receipt or marks it dropped.
 */
export function useTransactions() {
  const { address, chainId } = useWalletState()
  const store = useStoredValue(txStore)
  const key = address && chainId ? txKey(chainId, address) : null
  const list = key ? (store[key] ?? EMPTY) : EMPTY
  const add = useCallback(
    (sent: { hash: Hex; nonce?: number }, title: string, options: { announcesResult?: boolean } = {}) => {
      if (!address || !chainId) return
      const { hash, nonce } = sent
      if (options.announcesResult) announcedByScreen.add(hash.toLowerCase())
      const record = { hash, title, message: '', addedTime: Date.now(), from: address, chainId }
      txStore.set((s) => addTx(s, nonce === undefined ? record : { ...record, expectedNonce: nonce }))
    },
    [address, chainId],
  )
  const clear = useCallback(() => {
    if (address && chainId) txStore.set((s) => clearTxs(s, chainId, address))
  }, [address, chainId])
  const pending = useMemo(() => list.filter((t) => !t.receipt && !t.dropped).length, [list])
  return { list, add, clear, pending }
}
