import type { Address, Hex } from 'viem'
import { txKey } from './txKey'
import type { TxRecord, TxStore } from './txRecord'

/** The nonce a record used: the node's word when it knows the hash, else the one expected at send time. */
export function recordNonce(tx: TxRecord): number | undefined {
  return tx.nonce ?? tx.expectedNonce
}

/**
 * Whether a record without a receipt is dropped: its nonce is below the account's confirmed nonce, so another
 * transaction used it and this one can never be mined. A record with a receipt or no known nonce never is.
 */
export function isReplaced(tx: TxRecord, confirmedNonce: number): boolean {
  const nonce = recordNonce(tx)
  return !tx.receipt && nonce !== undefined && nonce < confirmedNonce
}

/**
 * Marks as dropped every record of the account without a receipt whose nonce is below the account's confirmed
 * nonce (`getTransactionCount(blockTag: 'latest')`): that nonce was used by another transaction, so this one will
 * never be mined. Look for the receipts of those hashes first: a mined transaction whose receipt was not fetched
 * yet also sits below the nonce. `replacements` names the transaction that took a nonce's place, when known.
 */
export function markReplaced(
  store: TxStore,
  chainId: number,
  from: Address,
  confirmedNonce: number,
  replacements: Readonly<Record<number, Hex>> = {},
): TxStore {
  const key = txKey(chainId, from)
  const list = store[key]
  if (!list) return store
  let changed = false
  const next = list.map((tx) => {
    if (tx.dropped || !isReplaced(tx, confirmedNonce)) return tx
    changed = true
    const replacedBy = replacements[recordNonce(tx)!]
    return replacedBy && replacedBy.toLowerCase() !== tx.hash.toLowerCase()
      ? { ...tx, dropped: true as const, replacedBy }
      : { ...tx, dropped: true as const }
  })
  return changed ? { ...store, [key]: next } : store
}
