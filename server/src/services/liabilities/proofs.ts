import {
  buildMerkleSumTree,
  indexOfAccount,
  type MerkleSumTree,
  pathToWire,
  proofAt,
} from '@phoswap/core/liabilities/merkleSum'
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm'
import type { Address, Hex } from 'viem'
import type { Db } from '../../db/client'
import { liabilitiesLeaves, liabilitiesSnapshots } from '../../db/schema'

/** The newest published snapshot of a chain and coin, or undefined. */
export async function latestPublished(db: Db, chainId: number, coinId: number) {
  const [row] = await db
    .select()
    .from(liabilitiesSnapshots)
    .where(
      and(
        eq(liabilitiesSnapshots.chainId, chainId),
        eq(liabilitiesSnapshots.coinId, coinId),
        isNotNull(liabilitiesSnapshots.publishTx),
      ),
    )
    .orderBy(desc(liabilitiesSnapshots.id))
    .limit(1)
  return row
}

/** `GET /v1/proof/liabilities`: the snapshot's public figures. */
export function publicView(row: NonNullable<Awaited<ReturnType<typeof latestPublished>>>) {
  const vault = row.vaultBalance === null ? null : BigInt(row.vaultBalance)
  return {
    snapshot_id: row.id,
    chain_id: row.chainId,
    coin_id: row.coinId,
    block_number: row.blockNumber,
    root_hash: row.rootHash,
    root_sum: row.rootSum,
    publish_tx: row.publishTx,
    vault_balance: vault === null ? null : vault.toString(),
    covered: vault !== null && vault >= BigInt(row.rootSum),
  }
}

/** A snapshot's leaves as stored, rebuilt into its tree. */
export async function treeOf(db: Db, snapshotId: number, coinId: number): Promise<MerkleSumTree> {
  const leaves = await db
    .select()
    .from(liabilitiesLeaves)
    .where(eq(liabilitiesLeaves.snapshotId, snapshotId))
    .orderBy(asc(liabilitiesLeaves.account))
  return buildMerkleSumTree(
    leaves.map((l) => ({
      account: l.account as Address,
      coinId: BigInt(coinId),
      balance: BigInt(l.balance),
      salt: l.salt as Hex,
    })),
  )
}

/**
 * Rebuilt trees of the newest snapshots, kept so a user's proof costs a lookup, not a rebuild (10,000 accounts take
 * about half a second). Snapshots never change once stored, so an entry is never stale.
 */
const TREES_KEPT = 16
const cache = new WeakMap<Db, Map<number, Promise<MerkleSumTree>>>()

function cachedTree(db: Db, snapshotId: number, coinId: number): Promise<MerkleSumTree> {
  let trees = cache.get(db)
  if (!trees) {
    trees = new Map()
    cache.set(db, trees)
  }
  let tree = trees.get(snapshotId)
  if (!tree) {
    tree = treeOf(db, snapshotId, coinId)
    tree.catch(() => trees.delete(snapshotId))
    trees.set(snapshotId, tree)
    while (trees.size > TREES_KEPT) trees.delete(trees.keys().next().value!)
  }
  return tree
}

/** `GET /v1/proof/liabilities/mine`: the account's leaf (with its salt) and path, or undefined when not in it. */
export async function proofOf(db: Db, snapshot: { id: number; coinId: number; rootHash: string }, account: string) {
  const tree = await cachedTree(db, snapshot.id, snapshot.coinId)
  if (tree.root.hash !== snapshot.rootHash) throw new Error(`snapshot ${snapshot.id}: its leaves do not give its root`)
  const index = indexOfAccount(tree, account)
  if (index < 0) return undefined
  const leaf = tree.leaves[index]!
  return {
    snapshot_id: snapshot.id,
    leaf: { account: leaf.account, coin_id: snapshot.coinId, balance: leaf.balance.toString(), salt: leaf.salt },
    path: pathToWire(proofAt(tree, index)),
  }
}
