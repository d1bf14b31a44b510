import { randomBytes } from 'node:crypto'
import type { Deployment } from '@phoswap/core/deployments'
import { buildMerkleSumTree, type LiabilityLeaf } from '@phoswap/core/liabilities/merkleSum'
import { sql } from 'drizzle-orm'
import { type Address, erc20Abi, type Hex, toHex } from 'viem'
import type { Db } from '../../db/client'
import { liabilitiesLeaves, liabilitiesSnapshots } from '../../db/schema'
import type { ChainSeam } from '../chain/chainSeam'
import { readCursors } from '../indexer/cursor'
import { coinsByContract, depositsSource } from '../indexer/sources/deposits'
import { vaultClaimsSource } from '../indexer/sources/vaultClaims'

/** Why a chain's snapshot could not be taken now (nothing was written). */
export class SnapshotRefused extends Error {
  constructor(
    readonly chainId: number,
    readonly reason: 'no_vault' | 'not_indexed' | 'catching_up' | 'unavailable',
    message: string,
  ) {
    super(message)
  }
}

export interface TakenSnapshot {
  id: number
  chainId: number
  coinId: number
  blockNumber: number
  rootHash: Hex
  rootSum: bigint
  accounts: number
}

type Rows<T> = { rows: T[] }
const rows = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as Rows<T>).rows

const sameBlockTries = 5
const retryMs = 200

/** What one consistent read of the books gives: the block, the last entry, and per coin the owners' balances. */
interface BooksAtBlock {
  block: number
  lastEntryId: number
  /** coin → [owner, usable + frozen] of owners with a balance above zero and no debt in that coin. */
  balances: Map<number, { owner: string; balance: bigint }[]>
  /** coin → owners in debt (left out of the tree). */
  debts: Map<number, number>
}

/**
 * The books of the chain's on-chain coins, read in ONE repeatable-read transaction together with the indexer's
 * cursors. The block is the one both the deposits and the vault-claims sources of the chain have read (they write
 * their cursor in the same transaction as the credits of a range), so every deposit up to that block is in the
 * books and none after it. `LOCK TABLE ledger_entries IN SHARE MODE` first waits for every transaction that is
 * writing an entry and keeps new ones out while the snapshot is read (a few milliseconds): the entries the
 * snapshot sees are then exactly those with id <= lastEntryId, which lets `ledger check` recompute these balances
 * from the postings later.
 */
async function readBooks(db: Db, chainId: number, deployment: Deployment, coinIds: number[]) {
  const keys = [depositsSource, vaultClaimsSource].flatMap((s) => s.plan(deployment)?.setKey ?? [])
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`lock table ledger_entries in share mode`)
      const cursors = [...(await readCursors(tx, chainId, keys)).values()].map((c) => c.lastBlock)
      if (keys.length < 2 || cursors.length < keys.length) return { state: 'not_indexed' as const }
      if (new Set(cursors).size > 1) return { state: 'catching_up' as const }
      const [last] = await rows<{ id: string | null }>(tx, sql`select max(id)::text as id from ledger_entries`)
      const owners = await rows<{ owner: string; coin_id: number; held: string; debt: string }>(
        tx,
        sql`select owner, coin_id,
            coalesce(sum(balance) filter (where bucket in ('usable', 'frozen')), 0)::text as held,
            coalesce(sum(balance) filter (where bucket = 'debt'), 0)::text as debt
          from ledger_accounts
          where owner ~ '^0x[0-9a-f]{40}$' and coin_id in (${sql.join(
            coinIds.map((c) => sql`${c}`),
            sql`, `,
          )})
          group by owner, coin_id`,
      )
      const books: BooksAtBlock = {
        block: cursors[0]!,
        lastEntryId: Number(last?.id ?? 0),
        balances: new Map(coinIds.map((c) => [c, []])),
        debts: new Map(coinIds.map((c) => [c, 0])),
      }
      for (const row of owners) {
        if (BigInt(row.debt) < 0n) books.debts.set(row.coin_id, (books.debts.get(row.coin_id) ?? 0) + 1)
        else if (BigInt(row.held) > 0n)
          books.balances.get(row.coin_id)!.push({ owner: row.owner, balance: BigInt(row.held) })
      }
      return { state: 'same' as const, books }
    },
    { isolationLevel: 'repeatable read' },
  )
}

const salt = (): Hex => toHex(randomBytes(32))

/**
 * Takes a snapshot of every on-chain coin of one chain with a withdraw vault: reads the books at the indexed block,
 * builds each coin's Merkle-sum tree with a fresh random salt per account, reads the vault's balance of each token
 * at that block and stores the snapshots and their leaves. Publishing is a separate step (publish.ts).
 */
export async function takeSnapshots(
  db: Db,
  chain: ChainSeam,
  chainId: number,
  options: { period?: string } = {},
): Promise<TakenSnapshot[]> {
  const deployment = chain.deployments()[chainId]
  const vault = deployment?.contracts.withdrawVault
  if (!deployment || !vault) throw new SnapshotRefused(chainId, 'no_vault', `chain ${chainId} has no withdraw vault`)
  const client = chain.client(chainId)
  if (!client) throw new SnapshotRefused(chainId, 'unavailable', `chain ${chainId} has no RPC`)
  const tokenOf = new Map([...(await coinsByContract(db, deployment)).entries()].map(([token, coin]) => [coin, token]))
  const coinIds = [...tokenOf.keys()].sort((a, b) => a - b)
  if (coinIds.length === 0) return []

  let read = await readBooks(db, chainId, deployment, coinIds)
  for (let i = 1; i < sameBlockTries && read.state === 'catching_up'; i++) {
    await new Promise((r) => setTimeout(r, retryMs))
    read = await readBooks(db, chainId, deployment, coinIds)
  }
  if (read.state === 'not_indexed')
    throw new SnapshotRefused(chainId, 'not_indexed', `chain ${chainId}: the indexer has not read the vault yet`)
  if (read.state === 'catching_up')
    throw new SnapshotRefused(
      chainId,
      'catching_up',
      `chain ${chainId}: the indexer's sources stand at different blocks`,
    )
  const { books } = read

  let held: bigint[]
  try {
    held = await Promise.all(
      coinIds.map((coin) =>
        client.readContract({
          address: tokenOf.get(coin) as Address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [vault],
          blockNumber: BigInt(books.block),
        }),
      ),
    )
  } catch (error) {
    throw new SnapshotRefused(chainId, 'unavailable', `chain ${chainId}: ${(error as Error).message.split('\n')[0]}`)
  }

  const trees = coinIds.map((coinId) => {
    const leaves: LiabilityLeaf[] = books.balances.get(coinId)!.map(({ owner, balance }) => ({
      account: owner as Address,
      coinId: BigInt(coinId),
      balance,
      salt: salt(),
    }))
    return { coinId, tree: buildMerkleSumTree(leaves) }
  })

  return db.transaction(async (tx) => {
    const out: TakenSnapshot[] = []
    for (const [i, { coinId, tree }] of trees.entries()) {
      const [row] = await tx
        .insert(liabilitiesSnapshots)
        .values({
          chainId,
          coinId,
          blockNumber: books.block,
          lastEntryId: books.lastEntryId,
          rootHash: tree.root.hash,
          rootSum: tree.root.sum.toString(),
          accounts: tree.leaves.length,
          excludedDebts: books.debts.get(coinId) ?? 0,
          vaultBalance: held[i]!.toString(),
          period: options.period ?? null,
        })
        .returning({ id: liabilitiesSnapshots.id })
      const id = row!.id
      for (let from = 0; from < tree.leaves.length; from += 1000) {
        await tx.insert(liabilitiesLeaves).values(
          tree.leaves.slice(from, from + 1000).map((leaf) => ({
            snapshotId: id,
            account: leaf.account,
            balance: leaf.balance.toString(),
            salt: leaf.salt,
          })),
        )
      }
      out.push({
        id,
        chainId,
        coinId,
        blockNumber: books.block,
        rootHash: tree.root.hash,
        rootSum: tree.root.sum,
        accounts: tree.leaves.length,
      })
    }
    return out
  })
}
