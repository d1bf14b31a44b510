import { communityStakeAbi } from '@phoswap/core/abi/communityStakeAbi'
import type { CommunityEntryMark, CommunityWallet } from '@phoswap/core/api/community'
import type { Deployment } from '@phoswap/core/deployments'
import { communityReleased } from '@phoswap/core/rewards/communityRelease'
import { communitySchedule } from '@phoswap/core/rewards/communitySchedule'
import { and, desc, eq, sql } from 'drizzle-orm'
import { getAddress, type Hex, type PublicClient, parseEventLogs } from 'viem'
import type { Db } from '../../db/client'
import { communityStakeEvents } from '../../db/schema'
import { AppError } from '../../errors'
import type { EventSource } from '../../services/indexer/eventSource'
import { indexedUpTo } from '../../services/indexer/indexedUpTo'

/** A chain's community stake and its token; 400 community_unavailable when the chain has none. */
export function communityTarget(deployment: Deployment | undefined) {
  const stake = deployment?.contracts.communityStake
  const token = deployment?.tokens.find((t) => t.symbol === communitySchedule.token)
  if (!deployment || !stake || !token) throw new AppError('community_unavailable')
  return { deployment, stake: stake.toLowerCase(), token }
}

/** Sums of one kind of event on a contract, of one account or of everyone. */
async function sumOf(db: Db, chainId: number, contract: string, kind: string, account?: string): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${communityStakeEvents.amount}), 0)::text` })
    .from(communityStakeEvents)
    .where(
      and(
        eq(communityStakeEvents.chainId, chainId),
        eq(communityStakeEvents.contract, contract),
        eq(communityStakeEvents.kind, kind),
        account ? eq(communityStakeEvents.account, account) : undefined,
      ),
    )
  return BigInt(row?.total ?? '0')
}

/** The schedule the owner last set, as indexed. */
async function scheduleOf(db: Db, chainId: number, contract: string) {
  const [row] = await db
    .select({ start: communityStakeEvents.releaseStart, duration: communityStakeEvents.releaseDuration })
    .from(communityStakeEvents)
    .where(
      and(
        eq(communityStakeEvents.chainId, chainId),
        eq(communityStakeEvents.contract, contract),
        eq(communityStakeEvents.kind, 'schedule'),
      ),
    )
    .orderBy(desc(communityStakeEvents.blockNumber), desc(communityStakeEvents.logIndex))
    .limit(1)
  return { start: BigInt(row?.start ?? 0), duration: BigInt(row?.duration ?? 0) }
}

/**
 * `GET /community/wallet/info`: the caller's consensus from the indexed stake events; the released part follows the
 * contract's rule (communityReleased) at `now`, so it matches what a claim would pay at that time.
 */
export async function readCommunityWallet(
  db: Db,
  deployment: Deployment | undefined,
  address: string,
  sources: EventSource[],
  now: bigint,
): Promise<CommunityWallet> {
  const { stake, token, deployment: d } = communityTarget(deployment)
  const who = address.toLowerCase()
  const [mine, total, claimed, schedule, upTo] = await Promise.all([
    sumOf(db, d.chainId, stake, 'staked', who),
    sumOf(db, d.chainId, stake, 'staked'),
    sumOf(db, d.chainId, stake, 'claimed', who),
    scheduleOf(db, d.chainId, stake),
    indexedUpTo(db, d.chainId, d, sources),
  ])
  // what the chain already paid was released there, whatever this server's clock says
  const byRule = communityReleased(mine, schedule.start, schedule.duration, now)
  const released = byRule > claimed ? byRule : claimed
  const claimable = released - claimed
  return {
    chain_id: d.chainId,
    stake: getAddress(stake),
    token: getAddress(token.address),
    token_symbol: token.symbol,
    decimals: token.decimals,
    consensus_num: mine.toString(),
    total_consensus: total.toString(),
    self_lock: (mine - released).toString(),
    self_release: released.toString(),
    self_claimed: claimed.toString(),
    self_claimable: claimable.toString(),
    release_start: Number(schedule.start),
    release_duration: Number(schedule.duration),
    stake_open: schedule.start > 0n && now < schedule.start,
    claim_open: claimable > 0n,
    indexed_up_to: upTo,
  }
}

/** Total consensus of a chain's stake (0 when it has none): the partner page's figure. */
export async function totalConsensus(db: Db, deployment: Deployment | undefined): Promise<bigint> {
  const stake = deployment?.contracts.communityStake
  if (!deployment || !stake) return 0n
  return sumOf(db, deployment.chainId, stake.toLowerCase(), 'staked')
}

/**
 * `POST /community/entry-mark`: a hint after the chain stake. Indexed: what the figures count; otherwise the receipt
 * says whether it is the caller's stake (mined, waiting for the confirmation depth) or not (400), or not mined yet.
 */
export async function communityEntryMark(
  db: Db,
  deployment: Deployment | undefined,
  client: PublicClient | null,
  address: string,
  txHash: string,
  sources: EventSource[],
): Promise<CommunityEntryMark> {
  const { stake, deployment: d } = communityTarget(deployment)
  const who = address.toLowerCase()
  const hash = txHash.toLowerCase()
  const upTo = await indexedUpTo(db, d.chainId, d, sources)
  const rows = await db
    .select({ account: communityStakeEvents.account, amount: communityStakeEvents.amount })
    .from(communityStakeEvents)
    .where(
      and(
        eq(communityStakeEvents.chainId, d.chainId),
        eq(communityStakeEvents.txHash, hash),
        eq(communityStakeEvents.kind, 'staked'),
      ),
    )
  if (rows.length > 0) {
    const mine = rows.filter((r) => r.account === who)
    if (mine.length === 0) throw new AppError('community_tx_not_stake')
    const amount = mine.reduce((sum, r) => sum + BigInt(r.amount), 0n)
    return { status: 'indexed', amount: amount.toString(), indexed_up_to: upTo }
  }
  if (!client) return { status: 'pending', amount: '0', indexed_up_to: upTo }
  const receipt = await client.getTransactionReceipt({ hash: hash as Hex }).catch(() => null)
  if (!receipt) return { status: 'pending', amount: '0', indexed_up_to: upTo }
  const staked = parseEventLogs({ abi: communityStakeAbi, logs: receipt.logs, eventName: 'Staked' }).filter(
    (log) => log.address.toLowerCase() === stake && log.args.user.toLowerCase() === who,
  )
  if (receipt.status !== 'success' || staked.length === 0) throw new AppError('community_tx_not_stake')
  const amount = staked.reduce((sum, log) => sum + log.args.amount, 0n)
  return { status: 'mined', amount: amount.toString(), indexed_up_to: upTo }
}
