import type { Address, Hex } from 'viem'
import { txKey } from './txKey'
import type { TxStore } from './txRecord'

/**
 * Attaches the receipt found by polling. A receipt is the final word: it clears a `dropped` mark set earlier.
 * Unknown hashes change nothing.
 */
export function attachReceipt(
  store: TxStore,
  chainId: number,
  from: Address,
  hash: Hex,
  receipt: { status: boolean },
): TxStore {
  const key = txKey(chainId, from)
  const list = store[key]
  const wanted = hash.toLowerCase()
  const index = list?.findIndex((t) => t.hash.toLowerCase() === wanted) ?? -1
  if (!list || index < 0) return store
  const { dropped: _dropped, replacedBy: _replacedBy, ...rest } = list[index]!
  const next = [...list]
  next[index] = { ...rest, receipt: { status: receipt.status } }
  return { ...store, [key]: next }
}
