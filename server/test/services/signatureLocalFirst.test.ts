import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authNonces } from '../../src/db/schema'
import { createChainCheckLimiter } from '../../src/services/auth/chainCheckLimiter'
import { countingDeadRpc } from '../helpers/deadRpc'
import { post } from '../helpers/http'
import { accountOf, requestNonce, signAction, signedSiwe, signIn } from '../helpers/signIn'
import { createTestApp, type TestApp } from '../helpers/testApp'
import { alice, bob, carol } from '../helpers/wallets'

const REMOTE = 66

/**
 * Issue 28: a bad signature must not make the server call a chain's RPC before its own checks. The RPC of chain 66
 * here drops every connection and counts them.
 */
describe('signatures are checked offline first; the chain only for a contract wallet, rate-limited', () => {
  let t: TestApp
  let rpc: Awaited<ReturnType<typeof countingDeadRpc>>
  beforeAll(async () => {
    rpc = await countingDeadRpc()
    t = await createTestApp('pglite', { rpcUrls: { [REMOTE]: rpc.url }, chainIds: [REMOTE, 137] })
  })
  afterAll(async () => {
    await t?.close()
    await rpc?.close()
  })

  it('a wallet signs in on chain 66 with its key: no RPC call', async () => {
    await signIn(t.app, alice, { chainId: REMOTE })
    expect(rpc.connections()).toBe(0)
  })

  it('a bad signature on a chain-66 session is refused 401 in the caller’s language, the RPC untouched, nothing used', async () => {
    const token = await signIn(t.app, alice, { chainId: REMOTE })
    const inviter = await signIn(t.app, carol)
    const code = (await accountOf(t.app, carol, inviter)).invite_code
    const signed = await signAction(t.app, alice, token, 'bind', { invite_code: code }, REMOTE)
    // bob's signature over alice's action: offline recovery names bob.
    const forged = {
      invite_code: code,
      nonce: signed.nonce,
      signature: await bob.signMessage({ message: `not the action ${signed.nonce}` }),
    }
    const res = await post(t.app, '/v1/user-center/bind', forged, { token, lang: 'en-US' })
    expect(res.status).toBe(401)
    expect(res.body).toMatchObject({ msg: 'Signature verification failed', data: null })
    expect(rpc.connections()).toBe(0)
    const [row] = await t.db.handle.db.select().from(authNonces).where(eq(authNonces.nonce, signed.nonce))
    expect(row?.usedAt).toBeNull()
    // The real signature still works afterwards, offline too.
    const good = await post(t.app, '/v1/user-center/bind', { invite_code: code, ...signed }, { token })
    expect(good.status).toBe(200)
    expect(rpc.connections()).toBe(0)
  })

  it('a sign-in whose key did not sign asks the chain for code, at most 10 times a minute per address (then 429)', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      const nonce = await requestNonce(t.app, alice.address)
      const { message } = await signedSiwe(alice, nonce, { chainId: REMOTE })
      const res = await post(t.app, '/v1/auth/verify', { message, signature: await bob.signMessage({ message }) })
      statuses.push(res.status)
    }
    // The chain cannot be asked (503, not "invalid signature"), until the limit answers without asking it.
    expect(statuses).toEqual([...Array(10).fill(503), 429])
    expect(rpc.connections()).toBeGreaterThanOrEqual(10)
    const asked = rpc.connections()
    const nonce = await requestNonce(t.app, alice.address)
    const { message } = await signedSiwe(alice, nonce, { chainId: REMOTE })
    await post(t.app, '/v1/auth/verify', { message, signature: await bob.signMessage({ message }) })
    expect(rpc.connections()).toBe(asked)
  })
})

describe('the chain-check limiter', () => {
  it('allows per address and in all, then refuses until the window turns', () => {
    let now = 0
    const limiter = createChainCheckLimiter({ perAddress: 2, global: 3, windowMs: 1000 }, () => now)
    limiter.take('0xA')
    limiter.take('0xa')
    expect(() => limiter.take('0xA')).toThrow()
    limiter.take('0xB')
    expect(() => limiter.take('0xC')).toThrow()
    now = 1000
    limiter.take('0xA')
    limiter.take('0xC')
  })
})
