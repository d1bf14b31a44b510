import type { MemberBuyCondition, MemberInfo, MemberList, UserTvl } from '@phoswap/core/api/member'
import { memberLevels, memberStake } from '@phoswap/core/rewards/membership'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { teamFacts } from '../../db/schema'

/** The four display levels (spec 001, Member). */
export function memberList(): MemberList {
  const list = memberLevels.map((level) => ({ team_level_id: level.id, team_level_name: level.name }))
  return { list, total_count: list.length }
}

/** Nobody holds a membership while purchase is not open: level 0, no days left. */
export function memberInfo(): MemberInfo {
  return { team_level_id: 0, team_level_name: '', remain_day_str: '' }
}

/** The spec's fixed 1256 FFT, and that purchase is not open. */
export function memberBuyCondition(): MemberBuyCondition {
  return { coin: memberStake.coin, amount: memberStake.amount, open: false, is_buy: 0 }
}

/** The caller's own and team TVL from the team program's kept facts (0 before any). */
export async function userTvl(db: Db, userId: number): Promise<UserTvl> {
  const [facts] = await db
    .select({ own: teamFacts.ownTvl, team: teamFacts.teamTvl })
    .from(teamFacts)
    .where(eq(teamFacts.userId, userId))
  return { self_tvl: facts?.own ?? '0', team_tvl: facts?.team ?? '0' }
}
