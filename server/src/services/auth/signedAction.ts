import { buildActionMessage } from '@phoswap/core/auth/actionMessage'
import type { Action } from '@phoswap/core/auth/actions'
import { getAddress, type Hex } from 'viem'
import type { Db } from '../../db/client'
import { AppError } from '../../errors'
import type { Session } from '../../types'
import { checkNonce, consumeNonce, recordReply, storedReply } from './nonces'
import type { SignatureVerifier } from './verifySignature'

export interface SignedAction {
  action: Action
  nonce: string
  signature: Hex
  params: Record<string, string>
}

/**
 * Checks that the session's wallet signed this action with a nonce issued for it, then runs `work` in a
 * transaction that also uses up the nonce: a refusal inside `work` leaves the nonce and everything else as it was.
 * The result is kept with the nonce: the same request again (same nonce, same signature), a retry after a lost
 * answer or a second one racing the first, gets the first answer and runs nothing (REWARDS.md, actions a user
 * signs). Another request with a used nonce is refused with `nonce_used`.
 */
export async function runSignedAction<T>(
  db: Db,
  verifier: SignatureVerifier,
  session: Session,
  signed: SignedAction,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  const ref = { nonce: signed.nonce, address: session.address, action: signed.action }
  const address = getAddress(session.address)
  const message = buildActionMessage({ ...signed, address, chainId: session.chainId })
  const verify = () => verifier.verify({ chainId: session.chainId, address, message, signature: signed.signature })
  const earlier = await storedReply(db, ref, signed.signature)
  if (earlier) {
    // The same signature over this request's parameters: the same request. Other parameters: another request.
    if (await verify()) return earlier.value as T
    throw new AppError('nonce_used')
  }
  await checkNonce(db, ref)
  if (!(await verify())) throw new AppError('signature_invalid')
  try {
    return await db.transaction(async (tx) => {
      await consumeNonce(tx, ref)
      const result = await work(tx)
      await recordReply(tx, ref, signed.signature, result)
      return result
    })
  } catch (error) {
    // The same request, sent twice at once: the other one used the nonce first; its answer is this one's.
    if (error instanceof AppError && error.key === 'nonce_used') {
      const first = await storedReply(db, ref, signed.signature)
      if (first) return first.value as T
    }
    throw error
  }
}
