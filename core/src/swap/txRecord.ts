import type { Address, Hex } from 'viem'

/**
 * The spec's transaction record (000 §3), plus what keeps it honest across reloads: the chain, the sender's nonce
 * (to tell a transaction that will never be mined) and its fate. Plain JSON, so it can live in local storage.
 */
export interface TxRecord {
  hash: Hex
  title: string
  message: string
  /** Milliseconds since the epoch. */
  addedTime: number
  from: Address
  chainId: number
  /** The nonce the node reports for this hash, once it knows the transaction. */
  nonce?: number
  /**
   * The account's pending nonce read just before the wallet was asked: the nonce the transaction should use. It
   * is what tells a transaction the wallet replaced before the node ever saw it; `nonce`, once known, wins.
   */
  expectedNonce?: number
  /** Set when the receipt is found; `status` true means success. */
  receipt?: { status: boolean }
  /** No receipt and the account's nonce moved past this one: another transaction took its place. */
  dropped?: true
  /** The transaction that took its place, when known (a sped-up or cancelled send). */
  replacedBy?: Hex
}

/** Records per account and chain, under `txKey(chainId, from)`, newest first. */
export type TxStore = Readonly<Record<string, readonly TxRecord[]>>

/** At most this many records are kept per account and chain; the oldest go first. */
export const MAX_TX_RECORDS = 50
