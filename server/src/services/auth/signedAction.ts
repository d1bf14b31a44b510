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

/** What runs a signed action: its nonce's reference, the request (what a retry must repeat) and the signature check. */
export function signedRequest<A extends Action>(session: Session, signed: SignedAction<A>) {
  const { action, body } = signed
  const { nonce } = body
  const signature = body.signature as Hex
  const ref = { nonce, address: session.address, action }
  const address = getAddress(session.address)
  const message = signedActionMessage({ action, fields: body, address, chainId: session.chainId, nonce })
  const request = { signature, requestHash: requestHash(message, body) }
  const check = { chainId: session.chainId, address, message, signature, signer: session.signer }
  return { ref, request, check }
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
 *
 * The nonce is judged before the signature either way (an answered request is answered from its row, its signature
 * checked then). A session opened with its key is checked offline (about 0.4 ms): inside the transaction, right
 * after the lock, which saves a read of the nonce before it (docs/decisions/0149-money-cpu.md). Any other wallet
 * may need the chain (ERC-1271): its signature is checked before the transaction, so no connection waits on an RPC.
 */
export async function runSignedAction<T, A extends Action>(
  db: Db,
  verifier: SignatureVerifier,
  session: Session,
  signed: SignedAction<A>,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  const { ref, request, check } = signedRequest(session, signed)
  const verify = async () => {
    if (!(await verifier.verify(check))) throw new AppError('signature_invalid')
  }
  /** The nonce row's verdict: the first answer when it was used (by this request), else unused and fresh. */
  const unused = (row: NonceRow): { value: T } | null => {
    if (row.usedAt) {
      const first = firstAnswer(row, request)
      if (!first) throw new AppError('nonce_used')
      return first as { value: T }
    }
    if (nonceExpired(row)) throw new AppError('nonce_expired')
    return null
  }

  const offline = session.signer === 'key'
  if (!offline) {
    const answered = unused(await issuedNonce(db, ref))
    if (answered) return answered.value
    await verify()
  }
  return db.transaction(async (tx) => {
    const answered = unused(await issuedNonce(tx, ref, true))
    if (answered) return answered.value
    if (offline) await verify()
    const result = await work(tx)
    await recordUse(tx, ref.nonce, request, result)
    return result
  })
}
