import type { StarCardInfo } from '@phoswap/core/api/team'
import { starLevel } from '@phoswap/core/rewards/starLevel'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { teamFacts } from '../../db/schema'

/**
 * GET /starcard/info from the kept team facts. The level follows the facts up and down on every read.
 * total_distribution stays 0 until the equity pool (issue 12 part 4) pays dividends.
 */
export async function starCardInfo(db: Db, userId: number): Promise<StarCardInfo> {
  const [f] = await db.select().from(teamFacts).where(eq(teamFacts.userId, userId))
  if (!f) {
    return {
      total_distribution: '0',
      star_card_level: 0,
      self_tvl: '0',
      team_tvl: '0',
      dr_valid_num: 0,
      team_valid_num: 0,
    }
  }
  const level = starLevel({
    ownTvl: BigInt(f.ownTvl),
    teamTvl: BigInt(f.teamTvl),
    validDirect: f.validDirect,
    teamValid: f.teamValid,
    lines: f.lines,
  })
  return {
    total_distribution: '0',
    star_card_level: level,
    self_tvl: f.ownTvl,
    team_tvl: f.teamTvl,
    dr_valid_num: f.validDirect,
    team_valid_num: f.teamValid,
  }
}
