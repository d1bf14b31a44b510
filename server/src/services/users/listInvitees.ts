import type { InviteesData } from '@phoswap/core/api/userCenter'
import { count, desc, eq } from 'drizzle-orm'
import { getAddress } from 'viem'
import type { Db } from '../../db/client'
import { users } from '../../db/schema'

/** Users who bound the given user as referrer, newest first. */
export async function listInvitees(db: Db, address: string, page: number, pageSize: number): Promise<InviteesData> {
  const [me] = await db.select({ id: users.id }).from(users).where(eq(users.address, address))
  if (!me) return { list: [], total_count: 0 }
  const [total] = await db.select({ n: count() }).from(users).where(eq(users.parentId, me.id))
  const rows = await db
    .select({ address: users.address, boundAt: users.boundAt })
    .from(users)
    .where(eq(users.parentId, me.id))
    .orderBy(desc(users.boundAt), desc(users.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
  return {
    list: rows.map((r) => ({ address: getAddress(r.address), bound_at: (r.boundAt ?? new Date(0)).toISOString() })),
    total_count: total?.n ?? 0,
  }
}
