import type { PendingDeposit } from '@phoswap/core/api/reward'
import type { Deployment } from '@phoswap/core/deployments'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { erc20Abi, getAbiItem, type PublicClient } from 'viem'
import type { Db } from '../../db/client'
import { chainCredits, coins } from '../../db/schema'
import { readCursors } from '../indexer/cursor'
import { coinsByContract, depositsSource } from '../indexer/sources/deposits'
import { depositReceiverOf } from './coinConfigs'

const transferEvent = getAbiItem({ abi: erc20Abi, name: 'Transfer' })

/** The most blocks behind the head one request reads: a deposit older than that is the indexer's, not pending. */
export const PENDING_DEPOSIT_BLOCKS = 1000

export interface PendingDepositsInput {
  db: Db
  client: PublicClient
  chainId: number
  deployment: Deployment
  /** The indexer's confirmation depth of the chain: a log at `block` is credited once head - block >= depth. */
  depth: number
  address: string
}

/**
 * `GET /reward/deposit/pending`: the caller's Transfer logs to the chain's deposit receiver that the indexer has
 * not credited yet, read from the chain itself in the blocks after the deposits source's cursor (at most the last
 * PENDING_DEPOSIT_BLOCKS). It only reads; the indexer alone credits. RPC failures surface as the chain seam's
 * ChainUnavailableError (503).
 */
export async function pendingDeposits(input: PendingDepositsInput): Promise<PendingDeposit[]> {
  const { db, client, chainId, deployment, depth, address } = input
  const receiver = depositReceiverOf(deployment)
  const plan = depositsSource.plan(deployment)
  if (!receiver || !plan) return []
  const coinOf = await coinsByContract(db, deployment)
  if (coinOf.size === 0) return []

  const head = await client.getBlockNumber({ cacheTime: 0 })
  const cursor = (await readCursors(db, chainId, [plan.setKey])).get(plan.setKey)
  let fromBlock = BigInt(Math.max(plan.fromBlock, cursor ? cursor.lastBlock + 1 : 0))
  const oldest = head - BigInt(PENDING_DEPOSIT_BLOCKS - 1)
  if (fromBlock < oldest) fromBlock = oldest
  if (fromBlock > head) return []

  const logs = await client.getLogs({
    address: [...coinOf.keys()] as `0x${string}`[],
    event: transferEvent,
    args: { from: address as `0x${string}`, to: receiver as `0x${string}` },
    fromBlock,
    toBlock: head,
  })
  const found = logs.filter(
    (log) => log.args.value !== undefined && log.args.value > 0n && log.blockNumber !== null && !log.removed,
  )
  if (found.length === 0) return []

  // A log the indexer already credited (its cursor read by another instance moments ago) is not pending; one whose
  // credit a reorg reversed and that is mined again is.
  const hashes = [...new Set(found.map((log) => log.transactionHash!.toLowerCase()))]
  const live = await db
    .select({ txHash: chainCredits.txHash, logIndex: chainCredits.logIndex })
    .from(chainCredits)
    .where(
      and(
        eq(chainCredits.chainId, chainId),
        eq(chainCredits.source, depositsSource.name),
        inArray(chainCredits.txHash, hashes),
        isNull(chainCredits.reversalKey),
      ),
    )
  const credited = new Set(live.map((r) => `${r.txHash}:${r.logIndex}`))
  const coinRows = await db.select({ coinId: coins.coinId, coinEn: coins.coinEn, decimals: coins.decimals }).from(coins)
  const coinsById = new Map(coinRows.map((c) => [c.coinId, c]))
  const list: PendingDeposit[] = []
  for (const log of found) {
    if (credited.has(`${log.transactionHash!.toLowerCase()}:${log.logIndex!}`)) continue
    const coinId = coinOf.get(log.address.toLowerCase())!
    const coin = coinsById.get(coinId)
    if (!coin) continue
    const block = log.blockNumber!
    list.push({
      tx_hash: log.transactionHash!,
      log_index: log.logIndex!,
      coin_id: coinId,
      coin: coin.coinEn,
      decimals: coin.decimals,
      amount: log.args.value!.toString(),
      block_number: Number(block),
      confirmations: Number(head - block) + 1,
      required: depth + 1,
    })
  }
  return list.sort((a, b) => b.block_number - a.block_number || b.log_index - a.log_index)
}
