import { type ActionBody, type ActionFields, signActionBody } from '@phoswap/core/auth/actionFields'
import { buildActionMessage } from '@phoswap/core/auth/actionMessage'
import { type Action, type OperatorAction, SIGNED_CONFIG_KEYS } from '@phoswap/core/auth/actions'
import type { HDAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import type { App } from '../../src/types'
import { post } from './http'
import { TEST_DOMAIN } from './testApp'

export interface SiweOptions {
  chainId?: number
  domain?: string
  /** The message's `uri`; `https://<domain>` by default. */
  uri?: string
  issuedAt?: Date
  expirationTime?: Date
}

export async function requestNonce(app: App, address: string): Promise<string> {
  const res = await post<{ nonce: string }>(app, '/v1/auth/nonce', { address })
  if (res.status !== 200) throw new Error(`nonce: ${res.status} ${res.body.msg}`)
  return res.body.data.nonce
}

/** The message the web app builds (docs/interfaces.md), signed by the account. */
export async function signedSiwe(account: HDAccount, nonce: string, opts: SiweOptions = {}) {
  const domain = opts.domain ?? TEST_DOMAIN
  const message = createSiweMessage({
    address: account.address,
    chainId: opts.chainId ?? 137,
    domain,
    nonce,
    uri: opts.uri ?? `https://${domain}`,
    version: '1',
    issuedAt: opts.issuedAt ?? new Date(),
    ...(opts.expirationTime ? { expirationTime: opts.expirationTime } : {}),
  })
  return { message, signature: await account.signMessage({ message }) }
}

/** Signs in and returns the session token. */
export async function signIn(app: App, account: HDAccount, opts: SiweOptions = {}): Promise<string> {
  const nonce = await requestNonce(app, account.address)
  const res = await post<{ token: string }>(app, '/v1/auth/verify', await signedSiwe(account, nonce, opts))
  if (res.status !== 200) throw new Error(`verify: ${res.status} ${res.body.msg}`)
  return res.body.data.token
}

/** Gets an action nonce and signs the action's message as the web app does. */
export async function signAction(
  app: App,
  account: HDAccount,
  token: string,
  action: Action,
  params: Record<string, string>,
  chainId = 137,
) {
  const res = await post<{ nonce: string }>(app, '/v1/auth/action-nonce', { action }, { token })
  if (res.status !== 200) throw new Error(`action-nonce: ${res.status} ${res.body.msg}`)
  const nonce = res.body.data.nonce
  const message = buildActionMessage({ action, address: account.address, chainId, nonce, params })
  return { nonce, signature: await account.signMessage({ message }) }
}

/**
 * An operator's dangerous change (decision 0134) signed as the console and the admin CLI sign it
 * (core's `signActionBody`): the body to post, the fields with the signature and the nonce. `signWith` signs in
 * the account's name with another key (a wrong signature).
 */
export async function signedOperatorBody<A extends OperatorAction>(
  app: App,
  account: HDAccount,
  token: string,
  action: A,
  fields: ActionFields<A>,
  { chainId = 137, signWith = account }: { chainId?: number; signWith?: HDAccount } = {},
): Promise<ActionBody<A>> {
  const signer = { address: account.address, chainId, sign: (message: string) => signWith.signMessage({ message }) }
  return signActionBody(signer, action, fields, async () => {
    const res = await post<{ nonce: string }>(app, '/v1/auth/action-nonce', { action }, { token })
    if (res.status !== 200) throw new Error(`action-nonce: ${res.status} ${res.body.msg}`)
    return res.body.data.nonce
  })
}

/** `POST /v1/admin/config/set` as the operator: signed for the keys that need it (SIGNED_CONFIG_KEYS), as the CLI does. */
export async function setConfig(
  app: App,
  account: HDAccount,
  token: string,
  key: string,
  value: string,
  lang?: string,
) {
  // Any key, a bad one too: the server's schema judges it.
  const fields = { key, value } as ActionFields<'op_config_set'>
  const body = SIGNED_CONFIG_KEYS.includes(key)
    ? await signedOperatorBody(app, account, token, 'op_config_set', fields)
    : fields
  return post(app, '/v1/admin/config/set', body, { token, ...(lang ? { lang } : {}) })
}

export async function bind(app: App, account: HDAccount, token: string, inviteCode: string, lang?: string) {
  const signed = await signAction(app, account, token, 'bind', { invite_code: inviteCode })
  return post(app, '/v1/user-center/bind', { invite_code: inviteCode, ...signed }, { token, ...(lang ? { lang } : {}) })
}

export async function accountOf(app: App, account: HDAccount, token: string) {
  const res = await post(app, '/v1/index/get-account', { address: account.address }, { token })
  if (res.status !== 200) throw new Error(`get-account: ${res.status} ${res.body.msg}`)
  return res.body.data.user_info as {
    address: string
    parent_id: number
    invite_code: string
    parent_address: string | null
  }
}
