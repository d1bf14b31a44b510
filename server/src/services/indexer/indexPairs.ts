import { pairAbi } from '@phoswap/core/abi/pairAbi'
import type { Deployment } from '@phoswap/core/deployments'
import { and, desc, eq, gt, lt, lte, sql } from 'drizzle-orm'
import { getAbiItem, type Hex, type PublicClient } from 'viem'
import type { Db } from '../../db/client'
import { indexedBlocks, indexerCursors, pairSyncs } from '../../db/schema'
import { type Cursor, pairSetKey, readCursor, writeCursor } from './cursor'

const syncEvent = getAbiItem({ abi: pairAbi, name: 'Sync' })

/** Blocks below the cursor whose hashes are kept for finding a common ancestor; deeper reorgs resync. */
const KEEP_BLOCKS = 5000

export interface StepOptions {
  db: Db
  client: PublicClient
  chainId: number
  deployment: Deployment
  confirmations: number
  maxBlockRange: number
  log: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void }
}

export type StepResult =
  | { kind: 'indexed'; from: number; to: number; events: number; caughtUp: boolean }
  | { kind: 'idle'; head: number }
  | { kind: 'reorg'; from: number; ancestor: number }
  | { kind: 'retry'; reason: string }

async function hashAt(client: PublicClient, number: number): Promise<{ hash: Hex; parentHash: Hex } | null> {
  try {
    const block = await client.getBlock({ blockNumber: BigInt(number) })
    return { hash: block.hash, parentHash: block.parentHash }
  } catch (error) {
    if ((error as Error).name === 'BlockNotFoundError') return null
    throw error
  }
}

/** Walks back through stored block hashes to the newest one the chain still has; null when none is left. */
async function findAncestor(o: StepOptions, below: number, head: number): Promise<Cursor | null> {
  let upper = below
  for (;;) {
    const stored = await o.db
      .select({ number: indexedBlocks.number, hash: indexedBlocks.hash })
      .from(indexedBlocks)
      .where(and(eq(indexedBlocks.chainId, o.chainId), lte(indexedBlocks.number, upper)))
      .orderBy(desc(indexedBlocks.number))
      .limit(50)
    if (stored.length === 0) return null
    for (const block of stored) {
      if (block.number > head) continue
      const canonical = await hashAt(o.client, block.number)
      if (canonical?.hash === block.hash) return { lastBlock: block.number, lastBlockHash: block.hash }
    }
    upper = stored[stored.length - 1]!.number - 1
  }
}

/** Deletes everything above the ancestor (or the whole chain's history) and moves the cursor, in one transaction. */
async function rewind(o: StepOptions, setKey: string, ancestor: Cursor | null): Promise<number> {
  const keepUpTo = ancestor?.lastBlock ?? -1
  await o.db.transaction(async (tx) => {
    await tx.delete(pairSyncs).where(and(eq(pairSyncs.chainId, o.chainId), gt(pairSyncs.blockNumber, keepUpTo)))
    await tx.delete(indexedBlocks).where(and(eq(indexedBlocks.chainId, o.chainId), gt(indexedBlocks.number, keepUpTo)))
    if (ancestor) await writeCursor(tx, o.chainId, setKey, ancestor)
    else {
      await tx
        .delete(indexerCursors)
        .where(and(eq(indexerCursors.chainId, o.chainId), eq(indexerCursors.setKey, setKey)))
    }
  })
  return keepUpTo
}

/**
 * One step of following the pairs' Sync events: check the last indexed block is still canonical (else rewind),
 * then read one bounded range of confirmed blocks and store its events, block hashes and the cursor together.
 */
export async function indexPairsStep(o: StepOptions): Promise<StepResult> {
  const { db, client, chainId, deployment } = o
  const setKey = pairSetKey(deployment)
  const cursor = await readCursor(db, chainId, setKey)
  const head = Number(await client.getBlockNumber({ cacheTime: 0 }))

  if (cursor) {
    const current = cursor.lastBlock > head ? null : await hashAt(client, cursor.lastBlock)
    if (current?.hash !== cursor.lastBlockHash) {
      const ancestor = await findAncestor(o, cursor.lastBlock, head)
      const kept = await rewind(o, setKey, ancestor)
      o.log.warn({ chainId, from: cursor.lastBlock, ancestor: kept }, 'indexer: reorg, rewound to the common ancestor')
      return { kind: 'reorg', from: cursor.lastBlock, ancestor: kept }
    }
  }

  const safe = head - o.confirmations
  const from = cursor ? cursor.lastBlock + 1 : deployment.startBlock
  if (safe < from) return { kind: 'idle', head }
  const to = Math.min(safe, from + o.maxBlockRange - 1)

  const [first, last] = await Promise.all([hashAt(client, from), hashAt(client, to)])
  if (!first || !last) return { kind: 'retry', reason: 'range not available' }
  // The range must continue the chain we stored; otherwise a reorg landed between the check and now.
  if (cursor && first.parentHash !== cursor.lastBlockHash) return { kind: 'retry', reason: 'chain moved' }

  const logs = await client.getLogs({
    address: deployment.pairs.map((p) => p.address),
    event: syncEvent,
    fromBlock: BigInt(from),
    toBlock: BigInt(to),
    strict: true,
  })
  const again = await hashAt(client, to)
  if (again?.hash !== last.hash) return { kind: 'retry', reason: 'chain moved' }

  const blockHashes = new Map<number, Hex>()
  const times = new Map<number, number>()
  for (const log of logs) {
    const number = Number(log.blockNumber)
    if (log.blockHash) blockHashes.set(number, log.blockHash)
    if (log.blockTimestamp !== undefined && log.blockTimestamp !== null) times.set(number, Number(log.blockTimestamp))
  }
  const missing = [...blockHashes.keys()].filter((n) => !times.has(n))
  const blocks = await Promise.all(missing.map((n) => client.getBlock({ blockNumber: BigInt(n) })))
  for (const block of blocks) {
    const number = Number(block.number)
    // A log whose block changed under us is caught by the range-end check above; keep the log's own hash.
    times.set(number, Number(block.timestamp))
  }
  blockHashes.set(to, last.hash)
  if (from !== to) blockHashes.set(from, first.hash)

  const rows = logs.map((log) => ({
    chainId,
    pair: log.address.toLowerCase(),
    blockNumber: Number(log.blockNumber),
    blockHash: log.blockHash,
    logIndex: log.logIndex,
    txHash: log.transactionHash,
    reserve0: log.args.reserve0.toString(),
    reserve1: log.args.reserve1.toString(),
    blockTime: times.get(Number(log.blockNumber)) ?? 0,
  }))

  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 500) {
      await tx
        .insert(pairSyncs)
        .values(rows.slice(i, i + 500))
        .onConflictDoNothing()
    }
    const hashes = [...blockHashes].map(([number, hash]) => ({ chainId, number, hash }))
    await tx
      .insert(indexedBlocks)
      .values(hashes)
      .onConflictDoUpdate({ target: [indexedBlocks.chainId, indexedBlocks.number], set: { hash: sql`excluded.hash` } })
    await tx
      .delete(indexedBlocks)
      .where(and(eq(indexedBlocks.chainId, chainId), lt(indexedBlocks.number, to - KEEP_BLOCKS)))
    await writeCursor(tx, chainId, setKey, { lastBlock: to, lastBlockHash: last.hash })
  })
  return { kind: 'indexed', from, to, events: rows.length, caughtUp: to >= safe }
}
