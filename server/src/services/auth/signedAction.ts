import { createHash } from 'node:crypto'
import { type ActionBody, signedActionMessage } from '@phoswap/core/auth/actionFields'
import type { Action } from '@phoswap/core/auth/actions'
import { getAddress, type Hex } from 'viem'
import type { Db } from '../../db/client'
import { AppError } from '../../errors'
import type { Session } from '../../types'
import { firstAnswer, issuedNonce, type NonceRow, nonceExpired, recordUse } from './nonces'
import type { SignatureVerifier } from './verifySignature'

export interface SignedAction<A extends Action = Action> {
  action: A
  /**
   * The request body as received: its fields are the signed params (core's `actionParams`), its signature and nonce
   * the proof; a retry is the same request only when its body is the same too.
   */
  body: ActionBody<A>
}

/** JSON with object keys sorted, so two bodies that differ only in key order hash the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** What makes two requests the same: the signed message (action, params, address, chain, nonce) and the body. */
export function requestHash(message: string, body: unknown): string {
  return createHash('sha256').update(message).update('\n\n').update(canonicalJson(body)).digest('hex')
}

/**
 * Checks that the session's wallet signed this action with a nonce issued for it, then runs `work` in a
 * transaction that also uses up the nonce: a refusal inside `work` leaves the nonce and everything else as it was.
 * The result is kept with the nonce: the same request again (same message, signature and body), a retry after a
 * lost answer or a twin racing the first, gets the first answer and runs nothing (docs/rewards.md, actions a
 * user signs). Another request with a used nonce is refused with `nonce_used`.
 *
 * Twins racing: the transaction starts by locking the nonce row, so on PostgreSQL a twin waits there for the
 * first one's commit and then reads its answer (docs/decisions/0094-twin-wait.md).
 */
export async function runSignedAction<T, A extends Action>(
  db: Db,
  verifier: SignatureVerifier,
  session: Session,
  signed: SignedAction<A>,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  const { action, body } = signed
  const { nonce } = body
  const signature = body.signature as Hex
  const ref = { nonce, address: session.address, action }
  const address = getAddress(session.address)
  const message = signedActionMessage({ action, fields: body, address, chainId: session.chainId, nonce })
  const request = { signature, requestHash: requestHash(message, body) }
  const answer = (row: NonceRow): T => {
    const first = firstAnswer(row, request)
    if (!first) throw new AppError('nonce_used')
    return first.value as T
  }

  // Before any signature work: an answered request is answered from its row (its signature was checked then).
  const row = await issuedNonce(db, ref)
  if (row.usedAt) return answer(row)
  if (nonceExpired(row)) throw new AppError('nonce_expired')
  const check = { chainId: session.chainId, address, message, signature, signer: session.signer }
  if (!(await verifier.verify(check))) throw new AppError('signature_invalid')
  return db.transaction(async (tx) => {
    const locked = await issuedNonce(tx, ref, true)
    if (locked.usedAt) return answer(locked)
    if (nonceExpired(locked)) throw new AppError('nonce_expired')
    const result = await work(tx)
    await recordUse(tx, ref.nonce, request, result)
    return result
  })
}
