import type { TxRecord } from './txRecord'

/** What the history shows (spec 000 §4): a spinner while pending, a tick on success, a cross otherwise. */
export function txStatus(tx: TxRecord): 'pending' | 'success' | 'failed' | 'dropped' {
  if (tx.receipt) return tx.receipt.status ? 'success' : 'failed'
  return tx.dropped ? 'dropped' : 'pending'
}
