import type { Address } from 'viem'
import { txKey } from './txKey'
import type { TxStore } from './txRecord'

/** The history's clear button (spec 000 §4): forgets the account's records on that chain, no other. */
export function clearTxs(store: TxStore, chainId: number, from: Address): TxStore {
  const key = txKey(chainId, from)
  if (!(key in store)) return store
  const { [key]: _cleared, ...rest } = store
  return rest
}
