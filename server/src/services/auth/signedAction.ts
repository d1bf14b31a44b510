import { buildActionMessage } from '@phoswap/core/auth/actionMessage'
import type { Action } from '@phoswap/core/auth/actions'
import { getAddress, type Hex } from 'viem'
import type { Db } from '../../db/client'
import { AppError } from '../../errors'
import type { Session } from '../../types'
import { checkNonce, consumeNonce } from './nonces'
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
 */
export async function runSignedAction<T>(
  db: Db,
  verifier: SignatureVerifier,
  session: Session,
  signed: SignedAction,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  const ref = { nonce: signed.nonce, address: session.address, action: signed.action }
  await checkNonce(db, ref)
  const address = getAddress(session.address)
  const message = buildActionMessage({ ...signed, address, chainId: session.chainId })
  const valid = await verifier.verify({ chainId: session.chainId, address, message, signature: signed.signature })
  if (!valid) throw new AppError('signature_invalid')
  return db.transaction(async (tx) => {
    await consumeNonce(tx, ref)
    return work(tx)
  })
}
