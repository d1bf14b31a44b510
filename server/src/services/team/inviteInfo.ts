import type { InviteInfoData, ZoneCpData } from '@phoswap/core/api/team'
import { count, eq } from 'drizzle-orm'
import { getAddress } from 'viem'
import type { Db } from '../../db/client'
import { teamFacts, users } from '../../db/schema'
import { ensureUser } from '../users/ensureUser'
import { genesisAddress } from './genesis'

/** The large zone (heaviest direct leg) and the small zone (every other leg), from the kept team facts. */
export async function zoneCpOf(db: Db, userId: number): Promise<ZoneCpData & { teamCount: number }> {
  const [row] = await db
    .select({ teamTvl: teamFacts.teamTvl, maxZone: teamFacts.maxZone, teamCount: teamFacts.teamCount })
    .from(teamFacts)
    .where(eq(teamFacts.userId, userId))
  if (!row) return { max_zone_cp: '0', other_zone_cp: '0', teamCount: 0 }
  const other = BigInt(row.teamTvl) - BigInt(row.maxZone)
  return { max_zone_cp: row.maxZone, other_zone_cp: other.toString(), teamCount: row.teamCount }
}

/** GET /user-center/invite-info for the session's address. */
export async function inviteInfo(
  db: Db,
  address: string,
  configuredGenesis: string | undefined,
): Promise<InviteInfoData> {
  const user = await ensureUser(db, address)
  const isGenesis = (await genesisAddress(db, configuredGenesis)) === user.address
  const [children] = await db.select({ n: count() }).from(users).where(eq(users.parentId, user.id))
  const zones = await zoneCpOf(db, user.id)
  return {
    address: getAddress(user.address),
    parent_id: user.parentId ?? 0,
    invite_code: user.inviteCode,
    is_genesis: isGenesis,
    can_invite: isGenesis || user.parentId !== null,
    children_count: children?.n ?? 0,
    team_count: zones.teamCount,
    max_zone_cp: zones.max_zone_cp,
    other_zone_cp: zones.other_zone_cp,
  }
}
