import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { users } from '../../db/schema'
import { generateInviteCode } from './inviteCode'

export type UserRow = typeof users.$inferSelect

/** Returns the user of a lowercase address, creating it (with a fresh invite code) when absent. */
export async function ensureUser(tx: Db, address: string): Promise<UserRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [created] = await tx
      .insert(users)
      .values({ address, inviteCode: generateInviteCode() })
      .onConflictDoNothing()
      .returning()
    if (created) return created
    const [existing] = await tx.select().from(users).where(eq(users.address, address))
    if (existing) return existing
    // otherwise the invite code collided: draw again
  }
  throw new Error('ensureUser: could not draw a unique invite code')
}
