import type { PartnerData } from '@phoswap/core/api/community'
import type { Deployment } from '@phoswap/core/deployments'
import { communitySchedule } from '@phoswap/core/rewards/communitySchedule'
import { count, eq } from 'drizzle-orm'
import type { PublicClient } from 'viem'
import type { Db } from '../../db/client'
import { airdropClaims } from '../../db/schema'
import { utcDay } from '../airdrop/airdrop'
import { readVoteConfig, voteTarget } from '../vote/goodVote'
import { totalConsensus } from './communityWallet'
import { congressData } from './congress'

/** The vote's figures, or null when the chain has no vote (or it cannot be read now). */
async function voteFigures(deployment: Deployment | undefined, client: PublicClient | null) {
  try {
    const config = await readVoteConfig(voteTarget(deployment, client))
    return {
      token_symbol: config.token_symbol,
      decimals: config.decimals,
      deposit_total: config.deposit_total,
      reward_total: config.reward_total,
      end_time: config.end_time,
    }
  } catch {
    return null
  }
}

/**
 * `GET /dex/partner-data`: the partner page's figures: the Good vote's deposits (chain), the flywheel (PHO's tax burned
 * and given to the ecosystem, indexed), airdrop claims (ledger of claims) and the community stake's total consensus.
 */
export async function partnerData(
  db: Db,
  deployment: Deployment | undefined,
  client: PublicClient | null,
  now: Date,
): Promise<PartnerData> {
  const chainId = deployment?.chainId ?? 0
  const stakeToken = deployment?.tokens.find((t) => t.symbol === communitySchedule.token)
  const [vote, congress, today, total, consensus] = await Promise.all([
    voteFigures(deployment, client),
    congressData(db, deployment).catch(() => null),
    db
      .select({ n: count() })
      .from(airdropClaims)
      .where(eq(airdropClaims.day, utcDay(now))),
    db.select({ n: count() }).from(airdropClaims),
    totalConsensus(db, deployment),
  ])
  return {
    chain_id: chainId,
    vote,
    flywheel: {
      decimals: congress?.decimals ?? 18,
      burned_pho: congress?.buy_back_pho ?? '0',
      buy_back: congress?.buy_back ?? '0',
      give_out: congress?.give_out ?? '0',
    },
    airdrop: { claims_today: Number(today[0]?.n ?? 0), claims_total: Number(total[0]?.n ?? 0) },
    community: {
      token_symbol: stakeToken?.symbol ?? communitySchedule.token,
      decimals: stakeToken?.decimals ?? 18,
      total_consensus: consensus.toString(),
    },
  }
}
