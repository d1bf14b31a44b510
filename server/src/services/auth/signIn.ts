import { getAddress, type Hex } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import type { ServerConfig } from '../../config'
import type { Db } from '../../db/client'
import { AppError } from '../../errors'
import { ensureUser } from '../users/ensureUser'
import { checkNonce, consumeNonce, NONCE_TTL_MS } from './nonces'
import { createSession } from './sessions'
import type { SignatureVerifier } from './verifySignature'

/** Tolerated clock difference between the wallet's device and the server. */
const CLOCK_SKEW_MS = 60 * 1000

export interface SignInDeps {
  db: Db
  config: Pick<ServerConfig, 'siweDomains' | 'chainIds'>
  verifier: SignatureVerifier
}

function checkTimes(issuedAt: Date | undefined, expirationTime: Date | undefined, notBefore: Date | undefined) {
  const now = Date.now()
  if (!issuedAt || Number.isNaN(issuedAt.getTime())) throw new AppError('siwe_malformed', 'issuedAt')
  if (issuedAt.getTime() > now + CLOCK_SKEW_MS) throw new AppError('message_time_invalid', 'issued in the future')
  if (issuedAt.getTime() < now - NONCE_TTL_MS - CLOCK_SKEW_MS) throw new AppError('message_time_invalid', 'too old')
  if (expirationTime && !(expirationTime.getTime() > now)) throw new AppError('message_time_invalid', 'expired')
  if (notBefore && !(notBefore.getTime() <= now + CLOCK_SKEW_MS)) throw new AppError('message_time_invalid', 'early')
}

/** The `host[:port]` of an http(s) URI, or '' (never accepted) for anything else. */
function uriHost(uri: string): string {
  try {
    const url = new URL(uri)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.host : ''
  } catch {
    return ''
  }
}

/**
 * Verifies an EIP-4361 message and its signature, uses up its nonce and opens a session, creating the user
 * on first sign-in. Nonce use, user and session are written in one transaction.
 */
export async function signIn({ db, config, verifier }: SignInDeps, message: string, signature: Hex) {
  const fields = parseSiweMessage(message)
  const { address, domain, chainId, nonce, uri, version } = fields
  if (!address || !domain || !chainId || !nonce || !uri || version !== '1') throw new AppError('siwe_malformed')
  const accepted = (host: string) => config.siweDomains.some((d) => d.toLowerCase() === host.toLowerCase())
  if (!accepted(domain)) throw new AppError('domain_not_accepted', domain)
  // The site the wallet was told it signs in to: an http(s) origin of an accepted domain, not another site.
  if (!accepted(uriHost(uri))) throw new AppError('domain_not_accepted', `uri ${uri}`)
  if (!config.chainIds.includes(chainId)) throw new AppError('chain_not_supported', String(chainId))
  const lower = address.toLowerCase()
  const ref = { nonce, address: lower, action: null }
  await checkNonce(db, ref)
  checkTimes(fields.issuedAt, fields.expirationTime, fields.notBefore)
  const signer = await verifier.verify({ chainId, address: getAddress(address), message, signature })
  if (!signer) throw new AppError('signature_invalid')
  return db.transaction(async (tx) => {
    await consumeNonce(tx, ref)
    await ensureUser(tx, lower)
    const session = await createSession(tx, { address: lower, chainId, signer })
    return { token: session.token, address: getAddress(address), expiresAt: session.expiresAt }
  })
}
