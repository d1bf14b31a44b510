import { txKey } from './txKey'
import { MAX_TX_RECORDS, type TxRecord, type TxStore } from './txRecord'

/** Adds a transaction once its hash is known (spec 000 §4), newest first; a hash already listed changes nothing. */
export function addTx(store: TxStore, tx: TxRecord): TxStore {
  const key = txKey(tx.chainId, tx.from)
  const list = store[key] ?? []
  const hash = tx.hash.toLowerCase()
  if (list.some((t) => t.hash.toLowerCase() === hash)) return store
  return { ...store, [key]: [tx, ...list].slice(0, MAX_TX_RECORDS) }
}
