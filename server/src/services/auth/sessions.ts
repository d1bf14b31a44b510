import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, sql } from 'drizzle-orm'
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

/**
 * The session lookup every signed-in call makes, built once per database and run as a named statement: drizzle
 * builds its SQL once, and PostgreSQL parses and plans it once per connection (docs/decisions/0149-money-cpu.md).
 */
function sessionQuery(db: Db) {
  return db
    .select({ address: sessions.address, chainId: sessions.chainId, signer: sessions.signer })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, sql.placeholder('hash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .prepare('phoswap_find_session')
}
const sessionQueries = new WeakMap<Db, ReturnType<typeof sessionQuery>>()

export async function findSession(db: Db, token: string): Promise<Session | null> {
  let query = sessionQueries.get(db)
  if (!query) {
    query = sessionQuery(db)
    sessionQueries.set(db, query)
  }
  // The instant as drizzle sends a timestamp column's value.
  const [row] = await query.execute({ hash: hashToken(token), now: new Date().toISOString() })
  return row ? { ...row, signer: row.signer === 'key' || row.signer === 'contract' ? row.signer : null } : null
}

/** Ends a session (sign-out): its token is refused from now on. */
export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)))
}
