import type { PrivateKeyAccount } from 'viem'
import { createSiweMessage } from 'viem/siwe'

interface Envelope<T> {
  code: number
  msg: string
  data: T
}

async function call<T>(base: string, path: string, body: unknown, token?: string): Promise<Envelope<T>> {
  const response = await fetch(`${base}v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  return (await response.json()) as Envelope<T>
}

export interface UserInfo {
  address: string
  parent_id: number | string
  invite_code: string
  parent_address: string | null
}

/** The chain a session signed in by `signInDirect` is on (the sandbox's anvil): its signed actions name it. */
export const SIGN_IN_CHAIN_ID = 31337

/** Signs in through the API directly, the way the web app does, and returns the account's user info. */
export async function signInDirect(
  base: string,
  account: PrivateKeyAccount,
): Promise<{ token: string; user: UserInfo }> {
  const host = new URL(base).host
  const nonce = await call<{ nonce: string }>(base, '/auth/nonce', { address: account.address })
  const message = createSiweMessage({
    domain: host,
    uri: new URL(base).origin,
    address: account.address,
    chainId: SIGN_IN_CHAIN_ID,
    nonce: nonce.data.nonce,
    version: '1',
    issuedAt: new Date(),
    expirationTime: new Date(Date.now() + 4 * 60_000),
  })
  const signature = await account.signMessage({ message })
  const verified = await call<{ token: string }>(base, '/auth/verify', { message, signature })
  if (verified.code !== 200) throw new Error(`sign-in failed: ${verified.msg}`)
  const token = verified.data.token
  const user = await getAccount(base, account, token)
  return { token, user }
}

export async function getAccount(base: string, account: PrivateKeyAccount, token: string): Promise<UserInfo> {
  const reply = await call<{ user_info: UserInfo }>(base, '/index/get-account', { address: account.address }, token)
  if (reply.code !== 200) throw new Error(`get-account failed: ${reply.msg}`)
  return reply.data.user_info
}
