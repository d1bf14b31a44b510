import type { NonceData } from '@phoswap/core/api/auth'
import type { Envelope } from '@phoswap/core/api/envelope'
import { type ActionFields, signedActionMessage } from '@phoswap/core/auth/actionFields'
import type { Action } from '@phoswap/core/auth/actions'
import type { Signer } from '../../chain/wallet/signer'
import { apiPost, apiPostEnvelope } from '../client'

/** One action's request; a union over the actions, so `fields` is checked against the action named. */
export type SignedActionRequest<A extends Action = Action> = {
  [K in A]: {
    action: K
    /** The endpoint that performs the action. */
    path: string
    /**
     * The request's fields, typed by the route's body schema (core's `ActionFields`): sent as they are, and signed
     * as text by core's `actionParams` (`chain_id: 31337` is signed "31337"), as the server rebuilds them.
     */
    fields: ActionFields<K>
  }
}[A]

/** How the request travels; the app's HTTP client unless a test gives its own. */
export interface SignedActionTransport {
  post: <T>(path: string, body: unknown) => Promise<T>
  postEnvelope: <T>(path: string, body: unknown) => Promise<Envelope<T>>
}

const httpTransport: SignedActionTransport = { post: apiPost, postEnvelope: apiPostEnvelope }

/**
 * The client of every value-moving action (docs/interfaces.md): a fresh action nonce from the server, the message
 * core builds from the fields (the server rebuilds the same text from the body it receives), the wallet's signature, then the action's request with its
 * params, the signature and the nonce. Resolves with the server's envelope (its `msg` is the toast of some).
 */
export async function signedAction<T, A extends Action = Action>(
  signer: Signer,
  request: SignedActionRequest<A>,
  transport: SignedActionTransport = httpTransport,
): Promise<Envelope<T> & { signature: string }> {
  const { action, path, fields } = request
  const { nonce } = await transport.post<NonceData>('/auth/action-nonce', { action })
  const message = signedActionMessage({ action, fields, address: signer.address, chainId: signer.chainId, nonce })
  const signature = await signer.sign(message)
  const envelope = await transport.postEnvelope<T>(path, { ...fields, signature, nonce })
  // The vote's withdraw-ensure names the request by its signature again (spec 001), so the caller gets it back.
  return { ...envelope, signature }
}
