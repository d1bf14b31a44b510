import type { BoardMembersData } from '@phoswap/core/api/team'
import { shortenAddress } from '@phoswap/core/format/shortenAddress'
import { asc, count, desc, eq, gt } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { starCards, users } from '../../db/schema'

/**
 * `GET /starcard/board`: the board of directors, i.e. the star-card holders (level 1 to 5) as the worldwide cap
 * left them, highest star first, then the longest qualified, then the lower user id (a stable order for paging).
 * Cards count liquidity on every chain the server reads (0053, 0069), so the list is the same on every network.
 * Addresses leave shortened, as the header shows an account (docs/decisions/0127-board-members.md).
 */
export async function boardMembers(db: Db, page: number, pageSize: number): Promise<BoardMembersData> {
  const holder = gt(starCards.level, 0)
  const [total] = await db.select({ n: count() }).from(starCards).where(holder)
  const rows = await db
    .select({ address: users.address, level: starCards.level, since: starCards.qualifiedAt })
    .from(starCards)
    .innerJoin(users, eq(users.id, starCards.userId))
    .where(holder)
    .orderBy(desc(starCards.level), asc(starCards.qualifiedAt), asc(starCards.userId))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
  return {
    list: rows.map((r) => ({
      address: shortenAddress(r.address),
      star_level: r.level,
      since: r.since ? r.since.toISOString() : null,
    })),
    total_count: total?.n ?? 0,
  }
}
