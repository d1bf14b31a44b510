import type { Deployment } from '@phoswap/core/deployments'
import { and, desc, eq, gt, lt, lte, sql } from 'drizzle-orm'
import { type AbiEvent, type Hex, type PublicClient, toEventSelector } from 'viem'
import type { Db } from '../../db/client'
import { indexedBlocks } from '../../db/schema'
import { type Cursor, deleteCursor, readCursors, writeCursor } from './cursor'
import type { EventSource, SourceLog, SourcePlan } from './eventSource'

/** Blocks below the cursor whose hashes are kept for finding a common ancestor; deeper reorgs resync. */
const KEEP_BLOCKS = 5000

export interface StepOptions {
  db: Db
  client: PublicClient
  chainId: number
  deployment: Deployment
  sources: EventSource[]
  confirmations: number
  maxBlockRange: number
  log: {
    info: (obj: object, msg: string) => void
    warn: (obj: object, msg: string) => void
    error: (obj: object, msg: string) => void
  }
}

export type StepResult =
  /** `to`: every source has now stored every block up to here. */
  | { kind: 'indexed'; from: number; to: number; events: number; caughtUp: boolean }
  /** `lastBlock`: the lowest block every source has stored, null when no source follows this chain. */
  | { kind: 'idle'; head: number; lastBlock: number | null }
  | { kind: 'reorg'; from: number; ancestor: number }
  | { kind: 'retry'; reason: string }

interface Follower {
  source: EventSource
  plan: SourcePlan
  cursor: Cursor | null
}

const nextBlockOf = (f: Follower): number => (f.cursor ? f.cursor.lastBlock + 1 : f.plan.fromBlock)

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

/** The highest stored cursor the chain no longer has, or null when every cursor is canonical. */
async function orphanedCursor(o: StepOptions, followers: Follower[], head: number): Promise<Cursor | null> {
  const distinct = new Map<string, Cursor>()
  for (const { cursor } of followers) if (cursor) distinct.set(`${cursor.lastBlock}:${cursor.lastBlockHash}`, cursor)
  const cursors = [...distinct.values()].sort((a, b) => b.lastBlock - a.lastBlock)
  for (const cursor of cursors) {
    const current = cursor.lastBlock > head ? null : await hashAt(o.client, cursor.lastBlock)
    if (current?.hash !== cursor.lastBlockHash) return cursor
  }
  return null
}

/** Every source above the ancestor deletes what it stored there and moves its cursor back, in one transaction. */
async function rewind(o: StepOptions, followers: Follower[], ancestor: Cursor | null): Promise<number> {
  const keepUpTo = ancestor?.lastBlock ?? -1
  await o.db.transaction(async (tx) => {
    for (const { source, plan, cursor } of followers) {
      if (!cursor || cursor.lastBlock <= keepUpTo) continue
      const reversed = (await source.rollback(tx, o.chainId, keepUpTo)) ?? []
      for (const r of reversed) {
        const detail = {
          chainId: o.chainId,
          source: r.source,
          txHash: r.txHash,
          logIndex: r.logIndex,
          block: r.blockNumber,
        }
        if (r.debts.length === 0) o.log.warn({ ...detail, reversal: r.reversalKey }, 'indexer: reorg reversed a credit')
        else {
          // The credit was spent before the reorg took it back: the accounts are in debt (docs/operations.md).
          const debts = r.debts.map((d) => ({ owner: d.owner, coinId: d.coinId, amount: d.amount.toString() }))
          o.log.error({ ...detail, reversal: r.reversalKey, debts }, 'indexer: ALERT reorg reversal left a debt')
        }
      }
      if (ancestor) await writeCursor(tx, o.chainId, plan.setKey, ancestor)
      else await deleteCursor(tx, o.chainId, plan.setKey)
    }
    await tx.delete(indexedBlocks).where(and(eq(indexedBlocks.chainId, o.chainId), gt(indexedBlocks.number, keepUpTo)))
  })
  return keepUpTo
}

function uniqueEvents(followers: Follower[]): AbiEvent[] {
  const bySelector = new Map<Hex, AbiEvent>()
  for (const f of followers) for (const event of f.plan.events) bySelector.set(toEventSelector(event), event)
  return [...bySelector.values()]
}

/**
 * One step over a chain for every source: check the stored cursors are still canonical (else rewind them all to
 * the common ancestor), then read one bounded range of confirmed blocks once, for the sources furthest behind,
 * and hand each source its logs. Rows, block hashes and cursors are written in one transaction. A source that
 * starts late catches up alone until it reaches the others; from then on they share each range.
 */
export async function indexStep(o: StepOptions): Promise<StepResult> {
  const { db, client, chainId } = o
  const planned = o.sources.flatMap((source) => {
    const plan = source.plan(o.deployment)
    return plan ? [{ source, plan }] : []
  })
  const cursors = await readCursors(
    db,
    chainId,
    planned.map((p) => p.plan.setKey),
  )
  const followers: Follower[] = planned.map((p) => ({ ...p, cursor: cursors.get(p.plan.setKey) ?? null }))
  const head = Number(await client.getBlockNumber({ cacheTime: 0 }))
  if (followers.length === 0) return { kind: 'idle', head, lastBlock: null }

  const orphaned = await orphanedCursor(o, followers, head)
  if (orphaned) {
    const ancestor = await findAncestor(o, orphaned.lastBlock, head)
    const kept = await rewind(o, followers, ancestor)
    o.log.warn({ chainId, from: orphaned.lastBlock, ancestor: kept }, 'indexer: reorg, rewound to the common ancestor')
    return { kind: 'reorg', from: orphaned.lastBlock, ancestor: kept }
  }

  const from = Math.min(...followers.map(nextBlockOf))
  const due = followers.filter((f) => nextBlockOf(f) === from)
  const ahead = followers.filter((f) => nextBlockOf(f) > from)
  const safe = head - o.confirmations
  if (safe < from) return { kind: 'idle', head, lastBlock: from - 1 }
  const to = Math.min(safe, from + o.maxBlockRange - 1, ...ahead.map((f) => nextBlockOf(f) - 1))
  const cursor = due.find((f) => f.cursor)?.cursor ?? null

  const [first, last] = await Promise.all([hashAt(client, from), hashAt(client, to)])
  if (!first || !last) return { kind: 'retry', reason: 'range not available' }
  // The range must continue the chain we stored; otherwise a reorg landed between the check and now.
  if (cursor && first.parentHash !== cursor.lastBlockHash) return { kind: 'retry', reason: 'chain moved' }

  const logs = await client.getLogs({
    address: [...new Set(due.flatMap((f) => f.plan.addresses))],
    events: uniqueEvents(due),
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
    blockHashes.set(number, log.blockHash)
    if (log.blockTimestamp !== undefined && log.blockTimestamp !== null) times.set(number, Number(log.blockTimestamp))
  }
  const missing = [...blockHashes.keys()].filter((n) => !times.has(n))
  const blocks = await Promise.all(missing.map((n) => client.getBlock({ blockNumber: BigInt(n) })))
  // A log whose block changed under us is caught by the range-end check above; keep the log's own hash.
  for (const block of blocks) times.set(Number(block.number), Number(block.timestamp))
  blockHashes.set(to, last.hash)
  if (from !== to) blockHashes.set(from, first.hash)

  const routed = logs.map((log) => {
    const decoded: SourceLog = {
      address: log.address.toLowerCase(),
      blockNumber: Number(log.blockNumber),
      blockHash: log.blockHash,
      logIndex: log.logIndex,
      txHash: log.transactionHash,
      blockTime: times.get(Number(log.blockNumber)) ?? 0,
      eventName: log.eventName,
      args: log.args as Record<string, unknown>,
    }
    return { topic0: log.topics[0], log: decoded }
  })
  let events = 0

  await db.transaction(async (tx) => {
    for (const { source, plan } of due) {
      const addresses = new Set(plan.addresses.map((a) => a.toLowerCase()))
      const selectors = new Set(plan.events.map((e) => toEventSelector(e)))
      const mine = routed
        .filter((r) => addresses.has(r.log.address) && r.topic0 !== undefined && selectors.has(r.topic0))
        .map((r) => r.log)
      events += mine.length
      await source.store(tx, chainId, mine, o.deployment, { client, log: o.log })
      await writeCursor(tx, chainId, plan.setKey, { lastBlock: to, lastBlockHash: last.hash })
    }
    const hashes = [...blockHashes].map(([number, hash]) => ({ chainId, number, hash }))
    await tx
      .insert(indexedBlocks)
      .values(hashes)
      .onConflictDoUpdate({ target: [indexedBlocks.chainId, indexedBlocks.number], set: { hash: sql`excluded.hash` } })
    await tx
      .delete(indexedBlocks)
      .where(and(eq(indexedBlocks.chainId, chainId), lt(indexedBlocks.number, to - KEEP_BLOCKS)))
  })
  return { kind: 'indexed', from, to, events, caughtUp: to >= safe }
}
