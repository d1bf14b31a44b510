import { addTx, clearTxs, type TxRecord, txKey } from '@phoswap/core/swap'
import { useCallback, useMemo } from 'react'
import type { Hex } from 'viem'
import { useConnection } from 'wagmi'
import { storedValue, useStoredValue } from '../../../ui/storedValue'
import { parseTxStore } from './parseTxStore'

/** Local storage key of the transaction records of every account and chain (spec: settings "transactions"). */
export const TX_STORAGE_KEY = 'transactions'

export const txStore = storedValue(TX_STORAGE_KEY, parseTxStore)

const EMPTY: readonly TxRecord[] = []

/**
 * The connected account's transaction records on its chain, newest first, kept across reloads. `add(hash, title)`
 * records a transaction as soon as its hash is known; `TransactionWatcher` attaches the receipt.
 */
export function useTransactions() {
  const { address, chainId } = useConnection()
  const store = useStoredValue(txStore)
  const key = address && chainId ? txKey(chainId, address) : null
  const list = key ? (store[key] ?? EMPTY) : EMPTY
  const add = useCallback(
    (hash: Hex, title: string, message = '') => {
      if (!address || !chainId) return
      txStore.set((s) => addTx(s, { hash, title, message, addedTime: Date.now(), from: address, chainId }))
    },
    [address, chainId],
  )
  const clear = useCallback(() => {
    if (address && chainId) txStore.set((s) => clearTxs(s, chainId, address))
  }, [address, chainId])
  const pending = useMemo(() => list.filter((t) => !t.receipt && !t.dropped).length, [list])
  return { list, add, clear, pending }
}
