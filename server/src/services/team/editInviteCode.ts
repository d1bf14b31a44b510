import type { InviteEditData } from '@phoswap/core/api/team'
import { and, eq, ne } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { users } from '../../db/schema'
import { AppError } from '../../errors'
import { ensureUser } from '../users/ensureUser'
import { normaliseInviteCode } from '../users/inviteCode'

/**
 * POST /user-center/invite-edit: the user picks their own invite code (6 to 16 letters and digits, unique in any
 * letter case). Links with the old code stop working; binds already made stay.
 */
export async function editInviteCode(db: Db, address: string, code: string): Promise<InviteEditData> {
  const wanted = normaliseInviteCode(code)
  const user = await ensureUser(db, address)
  if (user.inviteCode === wanted) return { invite_code: wanted }
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.inviteCode, wanted), ne(users.id, user.id)))
  if (taken) throw new AppError('invite_code_taken')
  try {
    await db.update(users).set({ inviteCode: wanted }).where(eq(users.id, user.id))
  } catch (error) {
    // A racing twin took the code between the check and the update: the unique index refused it.
    const cause = (error as { cause?: { code?: string } }).cause
    if ((error as { code?: string }).code === '23505' || cause?.code === '23505')
      throw new AppError('invite_code_taken')
    throw error
  }
  return { invite_code: wanted }
}
