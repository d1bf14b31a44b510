import { createHash } from 'node:crypto'
import type { Deployment } from '@phoswap/core/deployments'
import type { AbiEvent, Address, Hex, PublicClient } from 'viem'
import type { Db } from '../../db/client'
import type { ReversedCredit } from '../ledger/chainCredits'

/** One decoded log handed to a source, with its block's time (unix seconds). */
export interface SourceLog {
  /** Lowercase. */
  address: string
  blockNumber: number
  blockHash: Hex
  logIndex: number
  txHash: Hex
  blockTime: number
  eventName: string
  args: Record<string, unknown>
}

/** The chain as a source may read it while storing a range (at the range's blocks, never newer ones). */
export interface StoreChain {
  client: PublicClient
  /** The indexer's log, for what the operator must hear of (an error-level line is an alert). */
  log?: { error: (obj: object, msg: string) => void }
}

/** What a source follows on one chain. */
export interface SourcePlan {
  /** Cursor key: changes when the contract set changes, so a new set is read again from `fromBlock`. */
  setKey: string
  fromBlock: number
  addresses: Address[]
  events: readonly AbiEvent[]
}

/**
 * A kind of chain fact the indexer follows (pair reserves, deposits, vault claims ...). The indexer walks the
 * blocks, keeps the cursor, waits for confirmations and handles reorgs; a source only says what to watch,
 * stores its logs and deletes what it stored above a block. Both run inside the indexer's transaction.
 */
export interface EventSource {
  name: string
  /** Null when the chain's deployment has nothing for this source. */
  plan: (deployment: Deployment) => SourcePlan | null
  /**
   * Stores the logs of one range (may be empty); must ignore a log stored before (retries re-send a range).
   * `deployment` is the one `plan` was given for this range.
   */
  store: (tx: Db, chainId: number, logs: SourceLog[], deployment: Deployment, chain?: StoreChain) => Promise<void>
  /**
   * Undoes what was stored from blocks above `block` (a reorg orphaned them): facts are deleted, ledger credits
   * reversed by compensating entries (never deleted). Returns the reversed credits, for the operator's log.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: a source without ledger credits returns nothing
  rollback: (tx: Db, chainId: number, block: number) => Promise<ReversedCredit[] | void>
}

/** `<name>:<digest of start block and addresses>`: the cursor key of a source over a set of contracts. */
export function contractSetKey(name: string, startBlock: number, addresses: string[], version = 1): string {
  const sorted = addresses.map((a) => a.toLowerCase()).sort()
  // A new version reads the contracts again from the start (a source that now stores more of their logs).
  const digest = createHash('sha256')
    .update(`${startBlock}:${sorted.join(',')}${version > 1 ? `:v${version}` : ''}`)
    .digest('hex')
  return `${name}:${digest.slice(0, 16)}`
}
