import type { NonceData } from '@phoswap/core/api/auth'
import type { Envelope } from '@phoswap/core/api/envelope'
import { buildActionMessage } from '@phoswap/core/auth/actionMessage'
import type { Action } from '@phoswap/core/auth/actions'
import type { Signer } from '../../chain/wallet/signer'
import { apiPost, apiPostEnvelope } from '../client'

export interface SignedActionRequest {
  action: Action
  /** The endpoint that performs the action. */
  path: string
  /** The values the action acts on, named as in the request body; the signed message names them too. */
  params: Record<string, string>
  /**
   * The request's fields when they differ from the signed text in type (`chain_id: 31337` where the message says
   * "31337"): JSON bodies are not coerced, so a route with integer fields gets them as numbers. Default: `params`.
   */
  body?: Record<string, unknown>
}

/** How the request travels; the app's HTTP client unless a test gives its own. */
export interface SignedActionTransport {
  post: <T>(path: string, body: unknown) => Promise<T>
  postEnvelope: <T>(path: string, body: unknown) => Promise<Envelope<T>>
}

const httpTransport: SignedActionTransport = { post: apiPost, postEnvelope: apiPostEnvelope }

/**
 * The client of every value-moving action (docs/interfaces.md): a fresh action nonce from the server, the message
 * core builds (the server rebuilds the same text), the wallet's signature, then the action's request with its
 * params, the signature and the nonce. Resolves with the server's envelope (its `msg` is the toast of some).
 */
export async function signedAction<T>(
  signer: Signer,
  request: SignedActionRequest,
  transport: SignedActionTransport = httpTransport,
): Promise<Envelope<T> & { signature: string }> {
  const { action, path, params, body } = request
  const { nonce } = await transport.post<NonceData>('/auth/action-nonce', { action })
  const message = buildActionMessage({ action, address: signer.address, chainId: signer.chainId, nonce, params })
  const signature = await signer.sign(message)
  const envelope = await transport.postEnvelope<T>(path, { ...(body ?? params), signature, nonce })
  // The vote's withdraw-ensure names the request by its signature again (spec 001), so the caller gets it back.
  return { ...envelope, signature }
}
