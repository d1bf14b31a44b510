import { type ActionBody, type ActionFields, signActionBody } from '@phoswap/core/auth/actionFields'
import { type Action, SIGNED_CONFIG_KEYS } from '@phoswap/core/auth/actions'
import type { PrivateKeyAccount } from 'viem'
import { SIGN_IN_CHAIN_ID, signInDirect } from './session'

/** An account signed in through the API: its session, and its key for the actions it signs. */
export interface Operator {
  account: PrivateKeyAccount
  token: string
}

interface Envelope<T> {
  code: number
  msg: string
  data: T
}

async function post<T>(base: string, path: string, token: string, body: unknown): Promise<Envelope<T>> {
  const response = await fetch(`${base}v1${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return (await response.json()) as Envelope<T>
}

export async function signInOperator(base: string, account: PrivateKeyAccount): Promise<Operator> {
  return { account, token: (await signInDirect(base, account)).token }
}

/**
 * A signed action's body, signed by the signed-in account's key as the web app, the console and the admin CLI sign it
 * (core's `signActionBody`; decision 0134): an operator's dangerous change, or a user's own action.
 */
export async function signedBody<A extends Action>(
  base: string,
  who: Operator,
  action: A,
  fields: ActionFields<A>,
): Promise<ActionBody<A>> {
  const { account, token } = who
  const signer = {
    address: account.address,
    chainId: SIGN_IN_CHAIN_ID,
    sign: (message: string) => account.signMessage({ message }),
  }
  return signActionBody(signer, action, fields, async () => {
    const reply = await post<{ nonce: string }>(base, '/auth/action-nonce', token, { action })
    if (reply.code !== 200) throw new Error(`action-nonce failed: ${reply.msg}`)
    return reply.data.nonce
  })
}

/** `POST /v1/admin/config/set`, signed for the keys that need it (SIGNED_CONFIG_KEYS), as the CLI does. */
export async function setConfig(
  base: string,
  operator: Operator,
  key: string,
  value: string,
): Promise<Envelope<unknown>> {
  // Any key, a bad one too: the server's schema judges it.
  const fields = { key, value } as ActionFields<'op_config_set'>
  const body = SIGNED_CONFIG_KEYS.includes(key) ? await signedBody(base, operator, 'op_config_set', fields) : fields
  return post(base, '/admin/config/set', operator.token, body)
}
