import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sessions } from '../../db/schema'
import type { Session } from '../../types'

export const SESSION_TTL_MS = 24 * 60 * 60 * 1000

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** Creates a session and returns its token; only the token's hash is stored. */
export async function createSession(tx: Db, session: Session) {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS)
  await tx.insert(sessions).values({ tokenHash: hashToken(token), ...session, expiresAt })
  return { token, expiresAt }
}

export async function findSession(db: Db, token: string): Promise<Session | null> {
  const [row] = await db
    .select({ address: sessions.address, chainId: sessions.chainId, signer: sessions.signer })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
    // Named: every signed-in call runs it, so PostgreSQL parses and plans it once per connection.
    .prepare('phoswap_find_session')
    .execute()
  return row ? { ...row, signer: row.signer === 'key' || row.signer === 'contract' ? row.signer : null } : null
}

/** Ends a session (sign-out): its token is refused from now on. */
export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)))
}
