import { randomBytes } from 'node:crypto'
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm'
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

/** Refuses early (before any signature work) when the nonce is not one we issued for this use. */
export async function checkNonce(db: Db, ref: NonceRef): Promise<void> {
  const [row] = await db.select().from(authNonces).where(eq(authNonces.nonce, ref.nonce))
  if (!row || row.address !== ref.address || row.action !== ref.action) throw new AppError('nonce_unknown')
  if (row.usedAt) throw new AppError('nonce_used')
  if (row.expiresAt.getTime() <= Date.now()) throw new AppError('nonce_expired')
}

/**
 * Marks the nonce used; call inside the transaction that does the work. The conditional update is the
 * single point of truth: of two concurrent uses exactly one updates the row.
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

/** Keeps a signed action's result with its used nonce (inside the action's transaction). */
export async function recordReply(tx: Db, ref: NonceRef, signature: string, result: unknown): Promise<void> {
  await tx
    .update(authNonces)
    .set({ signature: signature.toLowerCase(), reply: encodeReply(result) })
    .where(eq(authNonces.nonce, ref.nonce))
}

/**
 * The first answer to this signed action: the nonce is used, by this address for this action, with this same
 * signature, and its result was kept. Undefined otherwise (not used yet, or another request).
 */
export async function storedReply(db: Db, ref: NonceRef, signature: string): Promise<{ value: unknown } | undefined> {
  const [row] = await db
    .select({
      address: authNonces.address,
      action: authNonces.action,
      signature: authNonces.signature,
      reply: authNonces.reply,
    })
    .from(authNonces)
    .where(and(eq(authNonces.nonce, ref.nonce), isNotNull(authNonces.usedAt)))
  if (!row || row.address !== ref.address || row.action !== ref.action || row.reply === null) return undefined
  if (row.signature !== signature.toLowerCase()) return undefined
  return { value: decodeReply(row.reply) }
}
