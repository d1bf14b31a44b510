import { pairAbi } from '@phoswap/core/abi/pairAbi'
import type { HashInfo } from '@phoswap/core/api/gdt'
import type { Deployment } from '@phoswap/core/deployments'
import { swapReward } from '@phoswap/core/rewards/gdtRewards'
import { and, eq } from 'drizzle-orm'
import {
  decodeEventLog,
  getAddress,
  type Hex,
  type PublicClient,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
} from 'viem'
import type { Db } from '../../db/client'
import { routerSwapSettlement, routerSwaps } from '../../db/schema'
import { AppError } from '../../errors'
import { gdtRules } from './gdtSettings'
import { routerSwapRows, type SwapLog, storeRouterSwaps } from './routerSwaps'

const HASH = /^0x[0-9a-fA-F]{64}$/

/** The hash the user typed, trimmed: empty gives the spec's "enter a hash" message, anything else not a hash a clear no. */
export function parseHash(text: string): Hex {
  const hash = text.trim()
  if (hash === '') throw new AppError('hash_empty')
  if (!HASH.test(hash)) throw new AppError('hash_invalid')
  return hash as Hex
}

export interface HashCheck {
  chainId: number
  deployment: Deployment
  client: PublicClient
  /** Blocks behind the head a swap must be before it is stored (the indexer's depth). */
  confirmations: number
  /** Lowercase address of the caller. */
  caller: string
}

/**
 * `POST /dex/valid-hash`: the hash is only a hint. The server reads the receipt from the session's chain itself,
 * keeps the Swap logs our router made (as the indexer does), stores them once they are as deep as the indexer's
 * confirmations (the same rows the indexer writes, so a swap is one fact however it was found and however often
 * it is checked), and answers the trader and, for the trader only, the trade reward the swap earns. The reward is
 * paid by the daily job, once per swap row.
 */
export async function validHash(db: Db, hash: Hex, check: HashCheck): Promise<HashInfo> {
  let receipt: Awaited<ReturnType<PublicClient['getTransactionReceipt']>>
  try {
    receipt = await check.client.getTransactionReceipt({ hash })
  } catch (error) {
    if (error instanceof TransactionReceiptNotFoundError || error instanceof TransactionNotFoundError)
      throw new AppError('hash_not_found')
    throw error
  }
  if (receipt.status !== 'success') throw new AppError('hash_not_router_swap', 'reverted')
  const logs: SwapLog[] = []
  const block = await check.client.getBlock({ blockNumber: receipt.blockNumber })
  for (const log of receipt.logs) {
    try {
      const event = decodeEventLog({ abi: pairAbi, data: log.data, topics: log.topics })
      if (event.eventName !== 'Swap') continue
      logs.push({
        address: log.address.toLowerCase(),
        blockNumber: Number(log.blockNumber),
        blockHash: log.blockHash,
        logIndex: log.logIndex,
        txHash: log.transactionHash,
        blockTime: Number(block.timestamp),
        args: event.args as unknown as Record<string, unknown>,
      })
    } catch {
      // not a pair event
    }
  }
  const rows = routerSwapRows(check.deployment, check.chainId, logs)
  if (rows.length === 0) throw new AppError('hash_not_router_swap')
  const head = await check.client.getBlockNumber({ cacheTime: 0 })
  const confirmed = receipt.blockNumber + BigInt(check.confirmations) <= head
  if (confirmed) await storeRouterSwaps(db, rows)
  const trader = rows[rows.length - 1]!.trader
  const mine = rows.filter((r) => r.trader === check.caller)
  const rules = await gdtRules(db)
  const volume = mine.reduce((sum, r) => sum + BigInt(r.usdtVolume), 0n)
  const [stored] = await db
    .select({ settledDay: routerSwapSettlement.settledDay })
    .from(routerSwaps)
    .innerJoin(routerSwapSettlement, eq(routerSwapSettlement.swapId, routerSwaps.id))
    .where(and(eq(routerSwaps.chainId, check.chainId), eq(routerSwaps.txHash, rows[0]!.txHash)))
    .limit(1)
  const isSelf = mine.length > 0
  return {
    address: getAddress(isSelf ? check.caller : trader),
    self_reward: isSelf ? swapReward(volume, rules).toString() : '0',
    is_self: isSelf,
    confirmed,
    settled_day: isSelf ? (stored?.settledDay ?? null) : null,
  }
}
