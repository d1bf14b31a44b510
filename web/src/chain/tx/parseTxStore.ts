import type { TxRecord, TxStore } from '@phoswap/core/swap'
import { isAddress, isHex } from 'viem'

const isNonce = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0

/** A nonce field that is not a whole non-negative number is left out: the record stays, it just cannot be judged. */
function withValidNonces(tx: TxRecord): TxRecord {
  if ((tx.nonce === undefined || isNonce(tx.nonce)) && (tx.expectedNonce === undefined || isNonce(tx.expectedNonce)))
    return tx
  const { nonce, expectedNonce, ...rest } = tx
  return { ...rest, ...(isNonce(nonce) ? { nonce } : {}), ...(isNonce(expectedNonce) ? { expectedNonce } : {}) }
}

/**
 * Stored records back to a valid store: a malformed record is dropped rather than breaking the history. Records
 * stored before `expectedNonce` existed (or without any nonce) still parse.
 */
export function parseTxStore(raw: unknown): TxStore {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {}
  const result: Record<string, TxRecord[]> = {}
  for (const [key, list] of Object.entries(raw as Record<string, unknown>)) {
    if (!Array.isArray(list)) continue
    result[key] = list
      .filter((item): item is TxRecord => {
        const t = item as Partial<TxRecord> | null
        return (
          !!t &&
          typeof t.hash === 'string' &&
          isHex(t.hash) &&
          typeof t.from === 'string' &&
          isAddress(t.from, { strict: false }) &&
          typeof t.chainId === 'number' &&
          typeof t.title === 'string' &&
          typeof t.addedTime === 'number'
        )
      })
      .map(withValidNonces)
  }
  return result
}

/** Records the nonce a transaction used, once known, so a replacement can be told from a slow one. */
export function setTxNonce(store: TxStore, key: string, hash: string, nonce: number): TxStore {
  const list = store[key]
  if (!list) return store
  const wanted = hash.toLowerCase()
  let changed = false
  const next = list.map((tx) => {
    if (tx.hash.toLowerCase() !== wanted || tx.nonce === nonce) return tx
    changed = true
    return { ...tx, nonce }
  })
  return changed ? { ...store, [key]: next } : store
}
