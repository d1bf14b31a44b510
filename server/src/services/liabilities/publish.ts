import { withdrawVaultAbi } from '@phoswap/core/abi/withdrawVaultAbi'
import { and, asc, eq, isNull } from 'drizzle-orm'
import { type Address, createWalletClient, custom, encodeFunctionData, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { Db } from '../../db/client'
import { liabilitiesSnapshots } from '../../db/schema'
import type { ChainSeam } from '../chain/chainSeam'
import { SnapshotRefused, takeSnapshots } from './snapshot'

export interface PublishedSnapshot {
  snapshot_id: number
  chain_id: number
  coin_id: number
  block_number: number
  root_hash: string
  root_sum: string
  accounts: number
  publish_tx: string
}

/** A chain whose snapshot or publication failed: what the operator is told (the others go on). */
export interface PublishFailure {
  chain_id: number
  reason: string
  message: string
}

/**
 * Sends every unpublished snapshot of the chain to its vault's `publishLiabilities`, one after the other, and records
 * each transaction once it is mined. A snapshot the vault already has (a receipt lost after the send) is found by its
 * event and recorded instead of sent again.
 */
export async function publishPending(
  db: Db,
  chain: ChainSeam,
  chainId: number,
  key: Hex,
): Promise<PublishedSnapshot[]> {
  const vault = chain.deployments()[chainId]?.contracts.withdrawVault
  const client = chain.client(chainId)
  if (!vault || !client) throw new SnapshotRefused(chainId, 'no_vault', `chain ${chainId} has no withdraw vault or RPC`)
  const account = privateKeyToAccount(key)
  const wallet = createWalletClient({ account, transport: custom({ request: (args) => client.request(args) }) })
  const pending = await db
    .select()
    .from(liabilitiesSnapshots)
    .where(and(eq(liabilitiesSnapshots.chainId, chainId), isNull(liabilitiesSnapshots.publishTx)))
    .orderBy(asc(liabilitiesSnapshots.id))
  const out: PublishedSnapshot[] = []
  for (const row of pending) {
    const snapshotId = BigInt(row.id)
    const already = await client.readContract({
      address: vault,
      abi: withdrawVaultAbi,
      functionName: 'published',
      args: [snapshotId],
    })
    let txHash: Hex
    let minedIn: bigint
    if (already) {
      const [log] = await client.getContractEvents({
        address: vault,
        abi: withdrawVaultAbi,
        eventName: 'LiabilitiesPublished',
        args: { snapshotId },
        fromBlock: BigInt(row.blockNumber),
        strict: true,
      })
      if (!log) throw new Error(`snapshot ${row.id} is marked published at ${vault} but its event was not found`)
      // Only our own earlier send counts: an id another database published (a reset database on the same chain)
      // carries another root, and is an error the operator must see, never a record to adopt.
      const { rootHash, rootSum, blockNumber, coinId } = log.args
      if (
        rootHash.toLowerCase() !== row.rootHash ||
        rootSum !== BigInt(row.rootSum) ||
        blockNumber !== BigInt(row.blockNumber) ||
        coinId !== BigInt(row.coinId)
      )
        throw new Error(`snapshot id ${row.id} was already published at ${vault} with another root`)
      txHash = log.transactionHash
      minedIn = log.blockNumber
    } else {
      txHash = await wallet.sendTransaction({
        chain: null,
        to: vault as Address,
        data: encodeFunctionData({
          abi: withdrawVaultAbi,
          functionName: 'publishLiabilities',
          args: [snapshotId, BigInt(row.coinId), row.rootHash as Hex, BigInt(row.rootSum), BigInt(row.blockNumber)],
        }),
      })
      const receipt = await client.waitForTransactionReceipt({ hash: txHash, pollingInterval: 250 })
      if (receipt.status !== 'success') throw new Error(`publishing snapshot ${row.id} reverted (${txHash})`)
      minedIn = receipt.blockNumber
    }
    await db
      .update(liabilitiesSnapshots)
      .set({ publishTx: txHash, publishedBlock: Number(minedIn), publishedAt: new Date() })
      .where(eq(liabilitiesSnapshots.id, row.id))
    out.push({
      snapshot_id: row.id,
      chain_id: chainId,
      coin_id: row.coinId,
      block_number: row.blockNumber,
      root_hash: row.rootHash,
      root_sum: row.rootSum,
      accounts: row.accounts,
      publish_tx: txHash,
    })
  }
  return out
}

/**
 * `liabilities publish` and the daily run: per chain with a vault (or the one asked for), a snapshot of every
 * on-chain coin now, then published. A chain that cannot be snapshotted or published is reported, the others go on.
 */
export async function snapshotAndPublish(
  db: Db,
  chain: ChainSeam,
  key: Hex,
  options: { chainIds: number[]; period?: string },
): Promise<{ published: PublishedSnapshot[]; failed: PublishFailure[] }> {
  const published: PublishedSnapshot[] = []
  const failed: PublishFailure[] = []
  for (const chainId of options.chainIds) {
    try {
      await takeSnapshots(db, chain, chainId, options.period ? { period: options.period } : {})
      published.push(...(await publishPending(db, chain, chainId, key)))
    } catch (error) {
      const reason = error instanceof SnapshotRefused ? error.reason : 'failed'
      failed.push({ chain_id: chainId, reason, message: (error as Error).message.split('\n')[0] ?? '' })
    }
  }
  return { published, failed }
}

/** The chains a snapshot is taken of: those whose deployment has a withdraw vault and the server has an RPC for. */
export function vaultChains(chain: ChainSeam): number[] {
  return Object.entries(chain.deployments())
    .filter(([id, d]) => d.contracts.withdrawVault && chain.client(Number(id)))
    .map(([id]) => Number(id))
}
