import type { Address, Hex } from 'viem'
import { txKey } from './txKey'
import type { TxStore } from './txRecord'

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
    if (tx.receipt || tx.dropped || tx.nonce === undefined || tx.nonce >= confirmedNonce) return tx
    changed = true
    const replacedBy = replacements[tx.nonce]
    return replacedBy && replacedBy.toLowerCase() !== tx.hash.toLowerCase()
      ? { ...tx, dropped: true as const, replacedBy }
      : { ...tx, dropped: true as const }
  })
  return changed ? { ...store, [key]: next } : store
}
