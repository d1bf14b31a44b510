import type { NonceData, VerifyData } from '@phoswap/core/api/auth'
import type { Signer } from '../../chain/wallet/signer'
import { apiPost } from '../client'
import type { StoredSession } from '../sessionStore'
import { parseTime } from './parseTime'

/** A plain ASCII statement: EIP-4361 allows no other characters in it. */
export const SIWE_STATEMENT = 'Sign in to PhoSwap with this wallet.'

/**
 * Sign-In with Ethereum: a server nonce, an EIP-4361 message signed by the wallet, a session token back
 * (docs/interfaces.md).
 */
export async function signIn({ address, chainId, sign }: Signer): Promise<StoredSession> {
  const { nonce, expires_at } = await apiPost<NonceData>('/auth/nonce', { address })
  const { createSiweMessage } = await import('viem/siwe')
  const now = Date.now()
  const message = createSiweMessage({
    domain: window.location.host,
    uri: window.location.origin,
    address,
    chainId,
    nonce,
    version: '1',
    issuedAt: new Date(now),
    expirationTime: new Date(parseTime(expires_at, now + 5 * 60_000)),
    statement: SIWE_STATEMENT,
  })
  const signature = await sign(message)
  const session = await apiPost<VerifyData>('/auth/verify', { message, signature })
  return { token: session.token, expiresAt: parseTime(session.expires_at, now + 60 * 60_000) }
}
