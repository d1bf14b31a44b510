import { eq, sql } from 'drizzle-orm'
import { getAddress } from 'viem'
import type { Db } from '../../db/client'
import { users } from '../../db/schema'
import { AppError } from '../../errors'
import { bindIntoTeam } from '../team/teamUpdates'
import { TREE_LOCK } from '../team/treeLock'
import { ensureUser } from './ensureUser'
import { normaliseInviteCode } from './inviteCode'

/** Sets the user's referrer once and adds the user's leg to the team figures above; call inside a transaction. */
export async function bindReferrer(tx: Db, address: string, inviteCode: string) {
  await tx.execute(TREE_LOCK)
  await ensureUser(tx, address)
  const [me] = await tx.select().from(users).where(eq(users.address, address)).for('update')
  if (!me) throw new Error('bindReferrer: user vanished')
  if (me.parentId !== null) throw new AppError('already_bound')
  const [parent] = await tx
    .select()
    .from(users)
    .where(eq(users.inviteCode, normaliseInviteCode(inviteCode)))
  if (!parent) throw new AppError('invite_code_unknown')
  if (parent.id === me.id) throw new AppError('invite_code_own')
  // Walk up from the inviter; UNION (not UNION ALL) stops even on a corrupted loop.
  // Both drivers (pg, PGlite) return `{ rows }`.
  const loop = (await tx.execute(sql`
    with recursive up(id, parent_id) as (
      select id, parent_id from ${users} where id = ${parent.id}
      union
      select u.id, u.parent_id from ${users} u join up on u.id = up.parent_id
    )
    select 1 from up where id = ${me.id} limit 1`)) as unknown as { rows: unknown[] }
  if (loop.rows.length > 0) throw new AppError('invite_cycle')
  await tx.update(users).set({ parentId: parent.id, boundAt: new Date() }).where(eq(users.id, me.id))
  await bindIntoTeam(tx, me.id, parent.id)
  return { parent_id: parent.id, parent_address: getAddress(parent.address) }
}
