import { randomBytes } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { authNonces } from '../../db/schema'
import { AppError } from '../../errors'
import { decodeReply, encodeReply } from './replyCodec'

export const NONCE_TTL_MS = 5 * 60 * 1000

export interface NonceRef {
  nonce: string
  /** Lowercase address the nonce was issued to. */
  address: string
  /** null for a sign-in nonce. */
  action: string | null
}

/** A fresh nonce (32 hex characters: EIP-4361 wants letters and digits only). */
export async function issueNonce(db: Db, address: string, action: string | null) {
  const nonce = randomBytes(16).toString('hex')
  const expiresAt = new Date(Date.now() + NONCE_TTL_MS)
  await db.insert(authNonces).values({ nonce, address, action, expiresAt })
  return { nonce, expiresAt }
}

/** The nonce's row when it was issued to this address for this use; `nonce_unknown` otherwise. */
export async function issuedNonce(db: Db, ref: NonceRef, lock = false): Promise<NonceRow> {
  const query = db.select().from(authNonces).where(eq(authNonces.nonce, ref.nonce))
  // Named statements: every signed action runs them, so PostgreSQL parses and plans them once per connection.
  const [row] = lock
    ? await query.for('update').prepare('phoswap_nonce_lock').execute()
    : await query.prepare('phoswap_nonce_read').execute()
  if (!row || row.address !== ref.address || row.action !== ref.action) throw new AppError('nonce_unknown')
  return row
}

export type NonceRow = typeof authNonces.$inferSelect

export const nonceExpired = (row: NonceRow) => row.expiresAt.getTime() <= Date.now()

/** Refuses early (before any signature work) when the nonce is not one we issued for this use. */
export async function checkNonce(db: Db, ref: NonceRef): Promise<void> {
  const row = await issuedNonce(db, ref)
  if (row.usedAt) throw new AppError('nonce_used')
  if (nonceExpired(row)) throw new AppError('nonce_expired')
}

/**
 * Marks a sign-in nonce used; call inside the transaction that opens the session. The conditional update is the
 * single point of truth: of two concurrent uses exactly one updates the row. (Signed actions lock the row instead,
 * so a twin can wait for the first answer: signedAction.ts.)
 */
export async function consumeNonce(tx: Db, ref: NonceRef): Promise<void> {
  const conditions = [
    eq(authNonces.nonce, ref.nonce),
    eq(authNonces.address, ref.address),
    isNull(authNonces.usedAt),
    gt(authNonces.expiresAt, new Date()),
  ]
  conditions.push(ref.action === null ? isNull(authNonces.action) : eq(authNonces.action, ref.action))
  const used = await tx
    .update(authNonces)
    .set({ usedAt: new Date() })
    .where(and(...conditions))
    .returning({ nonce: authNonces.nonce })
  if (used.length !== 1) throw new AppError('nonce_used')
}

/**
 * Uses the nonce and keeps the action's request and result with it, inside the action's transaction that locked the
 * row (`issuedNonce(tx, ref, true)`). Still conditional: a nonce used meanwhile is never used twice.
 */
export async function recordUse(
  tx: Db,
  nonce: string,
  request: { signature: string; requestHash: string },
  result: unknown,
): Promise<void> {
  const used = await tx
    .update(authNonces)
    .set({
      usedAt: new Date(),
      signature: request.signature.toLowerCase(),
      requestHash: request.requestHash,
      reply: encodeReply(result),
    })
    .where(and(eq(authNonces.nonce, nonce), isNull(authNonces.usedAt)))
    .returning({ nonce: authNonces.nonce })
    .prepare('phoswap_nonce_use')
    .execute()
  if (used.length !== 1) throw new AppError('nonce_used')
}

/**
 * The first answer, when `row` (a used nonce) was used by this same request: the same signature and the same
 * request hash (message and body). Undefined otherwise (another request, or a result that could not be kept).
 */
export function firstAnswer(
  row: Pick<NonceRow, 'usedAt' | 'reply' | 'requestHash' | 'signature'>,
  request: { signature: string; requestHash: string },
): { value: unknown } | undefined {
  if (!row.usedAt || row.reply === null || row.requestHash === null) return undefined
  if (row.signature !== request.signature.toLowerCase() || row.requestHash !== request.requestHash) return undefined
  return { value: decodeReply(row.reply) }
}
