import { goodVoteAbi } from '@phoswap/core/abi/goodVoteAbi'
import type { VoteConfig, VoteWallet, VoteWithdrawRecord } from '@phoswap/core/api/vote'
import type { Deployment } from '@phoswap/core/deployments'
import { voteSchedule } from '@phoswap/core/rewards/voteSchedule'
import { and, eq, ne } from 'drizzle-orm'
import { type Address, encodeFunctionData, getAddress, type Hex, type PublicClient, parseEventLogs } from 'viem'
import type { Db } from '../../db/client'
import { VOTE_WITHDRAW_STATUS, voteWithdrawals } from '../../db/schema'
import { AppError } from '../../errors'

/** A chain's vote contract, its Good token and RPC client. */
export interface VoteTarget {
  chainId: number
  vote: Address
  good: { address: Address; decimals: number; symbol: string }
  client: PublicClient
}

/** The chain's vote, or 400 vote_unavailable when the chain has no vote, no Good token or no RPC. */
export function voteTarget(deployment: Deployment | undefined, client: PublicClient | null): VoteTarget {
  const vote = deployment?.contracts.goodVote
  const good = deployment?.tokens.find((t) => t.symbol === 'Good')
  if (!deployment || !vote || !good || !client) throw new AppError('vote_unavailable')
  return {
    chainId: deployment.chainId,
    vote,
    good: { address: good.address, decimals: good.decimals, symbol: good.symbol },
    client,
  }
}

const unit = (decimals: number) => 10n ** BigInt(decimals)

/** `GET /vote/config`: the schedule, and the start and deposits as the contract holds them. */
export async function readVoteConfig(target: VoteTarget): Promise<VoteConfig> {
  const { client, vote } = target
  const [startTime, endTime, depositTotal, depositCap, rewardTotal, duration] = await Promise.all(
    (['startTime', 'endTime', 'depositTotal', 'depositCap', 'rewardTotal', 'duration'] as const).map((functionName) =>
      client.readContract({ address: vote, abi: goodVoteAbi, functionName }),
    ),
  )
  const days = duration! / 86_400n
  return {
    chain_id: target.chainId,
    vote: getAddress(vote),
    token: getAddress(target.good.address),
    token_symbol: target.good.symbol,
    decimals: target.good.decimals,
    deposit_cap: depositCap!.toString(),
    reward_total: rewardTotal!.toString(),
    per_day:
      days > 0n ? (rewardTotal! / days).toString() : (voteSchedule.perDay * unit(target.good.decimals)).toString(),
    days: Number(days),
    start_time: Number(startTime),
    end_time: Number(endTime),
    deposit_total: depositTotal!.toString(),
  }
}

/** `GET /vote/wallet/info`: the user's deposit and earned reward, from the contract. */
export async function readVoteWallet(target: VoteTarget, address: string): Promise<VoteWallet> {
  return (await readVoteWalletAt(target, address)).wallet
}

/** The wallet figures and the block they were read at. */
export async function readVoteWalletAt(target: VoteTarget, address: string) {
  const head = await target.client.getBlockNumber({ cacheTime: 0 })
  const [deposited, earned] = await target.client.readContract({
    address: target.vote,
    abi: goodVoteAbi,
    functionName: 'depositInfo',
    args: [getAddress(address)],
    blockNumber: head,
  })
  return { wallet: { usable: earned.toString(), deposited: deposited.toString() } as VoteWallet, head }
}

type Row = typeof voteWithdrawals.$inferSelect

function recordOf(row: Row): VoteWithdrawRecord {
  return {
    withdraw_id: row.id,
    chain_id: row.chainId,
    to: getAddress(row.vote),
    data: encodeFunctionData({ abi: goodVoteAbi, functionName: 'reward' }),
    earned: row.earned,
    success: row.status,
    tx_hash: (row.txHash as Hex | null) ?? null,
    paid: row.paid,
  }
}

/** `POST /vote/withdraw`, inside the signed action's transaction: one pending record of what the user asked. */
export async function createVoteWithdrawal(
  db: Db,
  input: { address: string; target: VoteTarget; earned: bigint; signature: string; head: bigint },
): Promise<VoteWithdrawRecord> {
  if (input.earned <= 0n) throw new AppError('vote_nothing_earned')
  const [row] = await db
    .insert(voteWithdrawals)
    .values({
      address: input.address.toLowerCase(),
      chainId: input.target.chainId,
      vote: input.target.vote.toLowerCase(),
      earned: input.earned.toString(),
      requestedBlock: Number(input.head),
      signature: input.signature.toLowerCase(),
    })
    .returning()
  return recordOf(row!)
}

function uniqueViolation(error: unknown): boolean {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 3;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    if ((e as { code?: unknown }).code === '23505') return true
  }
  return false
}

/**
 * `POST /vote/withdraw-ensure`: the record's owner, with the request's signature, says how the reward call went.
 * The flag and hash are hints: a record turns paid only when the hash's receipt is a successful call of this
 * vote by this user with a RewardPaid to them, and a transaction counts for one record at most.
 */
export async function ensureVoteWithdrawal(
  db: Db,
  clientOf: (chainId: number) => PublicClient | null,
  input: { id: number; address: string; txHash: string; success: boolean; signature: string },
): Promise<VoteWithdrawRecord> {
  const user = input.address.toLowerCase()
  const [row] = await db
    .select()
    .from(voteWithdrawals)
    .where(and(eq(voteWithdrawals.id, input.id), eq(voteWithdrawals.address, user)))
  if (!row || row.signature !== input.signature.toLowerCase()) throw new AppError('vote_withdraw_unknown')
  if (row.status === VOTE_WITHDRAW_STATUS.paid) return recordOf(row)
  if (!input.success || input.txHash === '') {
    const [failed] = await db
      .update(voteWithdrawals)
      .set({ status: VOTE_WITHDRAW_STATUS.failed, updatedAt: new Date() })
      .where(and(eq(voteWithdrawals.id, row.id), ne(voteWithdrawals.status, VOTE_WITHDRAW_STATUS.paid)))
      .returning()
    return recordOf(failed ?? row)
  }
  const client = clientOf(row.chainId)
  if (!client) throw new AppError('vote_unavailable')
  const hash = input.txHash.toLowerCase() as Hex
  const receipt = await client.getTransactionReceipt({ hash }).catch((error: Error) => {
    if (error.name === 'TransactionReceiptNotFoundError') return null
    throw error
  })
  if (!receipt) throw new AppError('vote_tx_not_found')
  const ours = receipt.from.toLowerCase() === user && receipt.to?.toLowerCase() === row.vote
  const paid = parseEventLogs({ abi: goodVoteAbi, logs: receipt.logs, eventName: 'RewardPaid' })
    .filter((log) => log.address.toLowerCase() === row.vote && log.args.user.toLowerCase() === user)
    .reduce((sum, log) => sum + log.args.reward, 0n)
  // a payment mined before the user asked belongs to an earlier collection, not to this record
  const afterRequest = Number(receipt.blockNumber) > row.requestedBlock
  if (!ours || !afterRequest || receipt.status !== 'success' || paid === 0n) throw new AppError('vote_tx_not_reward')
  try {
    const [updated] = await db
      .update(voteWithdrawals)
      .set({
        status: VOTE_WITHDRAW_STATUS.paid,
        txHash: hash,
        paid: paid.toString(),
        blockNumber: Number(receipt.blockNumber),
        updatedAt: new Date(),
      })
      .where(and(eq(voteWithdrawals.id, row.id), ne(voteWithdrawals.status, VOTE_WITHDRAW_STATUS.paid)))
      .returning()
    if (updated) return recordOf(updated)
  } catch (error) {
    if (uniqueViolation(error)) throw new AppError('vote_tx_counted')
    throw error
  }
  // a twin request marked it paid first: answer with what it stored
  const [now] = await db.select().from(voteWithdrawals).where(eq(voteWithdrawals.id, row.id))
  if (now?.txHash !== hash) throw new AppError('vote_tx_counted')
  return recordOf(now)
}
