import type { RecommenderData } from '@phoswap/core/api/team'
import { eq } from 'drizzle-orm'
import { getAddress } from 'viem'
import type { Db } from '../../db/client'
import { users } from '../../db/schema'

/** GET /user-center/recommender: the referrer the session's user bound, or parent_id 0 and null. */
export async function recommender(db: Db, address: string): Promise<RecommenderData> {
  const [me] = await db.select({ parentId: users.parentId }).from(users).where(eq(users.address, address))
  if (!me?.parentId) return { parent_id: 0, address: null }
  const [parent] = await db.select({ address: users.address }).from(users).where(eq(users.id, me.parentId))
  return { parent_id: me.parentId, address: parent ? getAddress(parent.address) : null }
}
