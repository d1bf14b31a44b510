import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import { authNonces, sessions, users } from '../../src/db/schema'
import { hashToken } from '../../src/services/auth/sessions'
import { BACKENDS } from '../helpers/backends'
import { get, post } from '../helpers/http'
import { requestNonce, signedSiwe, signIn } from '../helpers/signIn'
import { createTestApp, type TestApp, testConfig } from '../helpers/testApp'
import { alice, bob } from '../helpers/wallets'

describe.each(BACKENDS)('auth routes on %s', (backend) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(backend)
  })
  afterAll(async () => t?.close())

  const db = () => t.db.handle.db
  const userCount = async () => (await db().select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n

  it('issues a single-use nonce for an address', async () => {
    const res = await post(t.app, '/v1/auth/nonce', { address: alice.address })
    expect(res.status).toBe(200)
    expect(res.body.code).toBe(200)
    expect(res.body.data.nonce).toMatch(/^[a-zA-Z0-9]{16,}$/)
    const expires = Date.parse(res.body.data.expires_at)
    expect(expires - Date.now()).toBeGreaterThan(4 * 60_000)
    expect(expires - Date.now()).toBeLessThanOrEqual(5 * 60_000)
  })

  it('signs in: returns a token, creates the user, stores only the token hash', async () => {
    const nonce = await requestNonce(t.app, alice.address)
    const res = await post(t.app, '/v1/auth/verify', await signedSiwe(alice, nonce))
    expect(res.status).toBe(200)
    expect(res.body.data.address).toBe(alice.address)
    expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const expires = Date.parse(res.body.data.expires_at) - Date.now()
    expect(expires).toBeGreaterThan(23 * 3600_000)
    const [stored] = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(res.body.data.token)))
    expect(stored?.address).toBe(alice.address.toLowerCase())
    expect(stored?.chainId).toBe(137)
    const [user] = await db().select().from(users).where(eq(users.address, alice.address.toLowerCase()))
    expect(user?.inviteCode).toMatch(/^[2-9A-HJ-NP-Z]{8}$/)
    const account = await post(
      t.app,
      '/v1/index/get-account',
      { address: alice.address },
      { token: res.body.data.token },
    )
    expect(account.status).toBe(200)
  })

  it('accepts the bare token as Authorization too', async () => {
    const token = await signIn(t.app, alice)
    const res = await post(
      t.app,
      '/v1/index/get-account',
      { address: alice.address },
      { headers: { authorization: token } },
    )
    expect(res.status).toBe(200)
  })

  it('refuses a replayed sign-in (same message and signature twice) with 401', async () => {
    const nonce = await requestNonce(t.app, alice.address)
    const signed = await signedSiwe(alice, nonce)
    expect((await post(t.app, '/v1/auth/verify', signed)).status).toBe(200)
    const sessionsBefore = (await db().select().from(sessions)).length
    const replay = await post(t.app, '/v1/auth/verify', signed, { lang: 'en-US' })
    expect(replay.status).toBe(401)
    expect(replay.body).toEqual({ code: 40102, msg: 'This signature was already used, please sign again', data: null })
    expect((await db().select().from(sessions)).length).toBe(sessionsBefore)
  })

  it('refuses a message for another domain', async () => {
    const nonce = await requestNonce(t.app, alice.address)
    const res = await post(t.app, '/v1/auth/verify', await signedSiwe(alice, nonce, { domain: 'evil.example' }))
    expect(res.status).toBe(401)
    expect(res.body.code).toBe(40104)
    const [row] = await db().select().from(authNonces).where(eq(authNonces.nonce, nonce))
    expect(row?.usedAt).toBeNull()
  })

  it('refuses a message whose uri is another site, even on an accepted domain', async () => {
    for (const uri of [
      'https://evil.example',
      'https://evil.example/app.test',
      'ftp://app.test',
      'https://app.test.evil.example',
    ]) {
      const nonce = await requestNonce(t.app, alice.address)
      const res = await post(t.app, '/v1/auth/verify', await signedSiwe(alice, nonce, { uri }), { lang: 'en-US' })
      expect([res.status, res.body.code, uri]).toEqual([401, 40104, uri])
      expect(res.body.msg).toBe('The sign-in message is for another site')
    }
    const nonce = await requestNonce(t.app, alice.address)
    const ok = await post(t.app, '/v1/auth/verify', await signedSiwe(alice, nonce, { uri: 'https://app.test/#/Home' }))
    expect(ok.status).toBe(200)
  })

  it('signs out: the token is refused afterwards; a second sign-out is 401', async () => {
    const token = await signIn(t.app, alice)
    const other = await signIn(t.app, alice)
    expect((await post(t.app, '/v1/index/get-account', { address: alice.address }, { token })).status).toBe(200)
    const out = await post(t.app, '/v1/auth/sign-out', {}, { token, lang: 'en-US' })
    expect(out.status).toBe(200)
    expect(out.body).toEqual({ code: 200, msg: 'Success', data: { signed_out: true } })
    expect((await post(t.app, '/v1/index/get-account', { address: alice.address }, { token })).status).toBe(401)
    expect((await post(t.app, '/v1/auth/sign-out', {}, { token })).status).toBe(401)
    // Only that session ends: the same wallet's other session (another device) stays.
    expect((await post(t.app, '/v1/index/get-account', { address: alice.address }, { token: other })).status).toBe(200)
    expect((await post(t.app, '/v1/auth/sign-out', {})).status).toBe(401)
  })

  it('refuses a message for an unsupported chain id', async () => {
    const nonce = await requestNonce(t.app, alice.address)
    const res = await post(t.app, '/v1/auth/verify', await signedSiwe(alice, nonce, { chainId: 1 }))
    expect(res.status).toBe(401)
    expect(res.body.code).toBe(40105)
  })

  it('refuses the local chain when LOCAL_RPC_URL is not configured', async () => {
    const config = testConfig({ chainIds: [66, 137, 56], localRpcUrl: undefined })
    const local = await buildApp({ config, db: t.db.handle })
    try {
      const nonce = await requestNonce(local, alice.address)
      const res = await post(local, '/v1/auth/verify', await signedSiwe(alice, nonce, { chainId: 31337 }))
      expect(res.body.code).toBe(40105)
    } finally {
      await local.close()
    }
  })

  it('refuses an expired nonce', async () => {
    const nonce = await requestNonce(t.app, alice.address)
    await db()
      .update(authNonces)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authNonces.nonce, nonce))
    const res = await post(t.app, '/v1/auth/verify', await signedSiwe(alice, nonce))
    expect(res.status).toBe(401)
    expect(res.body.code).toBe(40103)
  })

  it('refuses an unknown nonce and a nonce issued to another address', async () => {
    const unknown = await post(t.app, '/v1/auth/verify', await signedSiwe(alice, 'a1b2c3d4e5f6a7b8'))
    expect(unknown.status).toBe(401)
    expect(unknown.body.code).toBe(40101)
    const bobsNonce = await requestNonce(t.app, bob.address)
    const stolen = await post(t.app, '/v1/auth/verify', await signedSiwe(alice, bobsNonce))
    expect(stolen.status).toBe(401)
    expect(stolen.body.code).toBe(40101)
  })

  it('refuses a message issued in the future', async () => {
    const nonce = await requestNonce(t.app, alice.address)
    const res = await post(
      t.app,
      '/v1/auth/verify',
      await signedSiwe(alice, nonce, { issuedAt: new Date(Date.now() + 3600_000) }),
    )
    expect(res.status).toBe(401)
    expect(res.body.code).toBe(40106)
  })

  it('refuses a wrong signature and leaves the nonce usable', async () => {
    const nonce = await requestNonce(t.app, alice.address)
    const { message } = await signedSiwe(alice, nonce)
    const before = await userCount()
    const forged = await bob.signMessage({ message })
    const res = await post(t.app, '/v1/auth/verify', { message, signature: forged })
    expect(res.status).toBe(401)
    expect(res.body.code).toBe(40107)
    expect(await userCount()).toBe(before)
    const [row] = await db().select().from(authNonces).where(eq(authNonces.nonce, nonce))
    expect(row?.usedAt).toBeNull()
  })

  it('refuses a malformed message with 400', async () => {
    const res = await post(t.app, '/v1/auth/verify', {
      message: 'hello',
      signature: await alice.signMessage({ message: 'hello' }),
    })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe(40001)
  })

  it('refuses unknown fields and malformed addresses with 400', async () => {
    const extra = await post(t.app, '/v1/auth/nonce', { address: alice.address, admin: true }, { lang: 'en-US' })
    expect(extra.status).toBe(400)
    expect(extra.body.code).toBe(40000)
    expect(extra.body.msg).toContain('admin')
    const bad = await post(t.app, '/v1/auth/nonce', { address: '0x1234' })
    expect(bad.status).toBe(400)
    expect(bad.body.code).toBe(40000)
    const missing = await post(t.app, '/v1/auth/nonce', {})
    expect(missing.status).toBe(400)
  })

  it('gives action nonces only to signed-in callers', async () => {
    const anonymous = await post(t.app, '/v1/auth/action-nonce', { action: 'bind' })
    expect(anonymous.status).toBe(401)
    expect(anonymous.body.code).toBe(40100)
    const token = await signIn(t.app, alice)
    const ok = await post(t.app, '/v1/auth/action-nonce', { action: 'bind' }, { token })
    expect(ok.status).toBe(200)
    expect(ok.body.data.nonce).toMatch(/^[a-f0-9]{32}$/)
    const unknownAction = await post(t.app, '/v1/auth/action-nonce', { action: 'drain' }, { token })
    expect(unknownAction.status).toBe(400)
  })

  it('refuses an expired or garbage session token', async () => {
    const token = await signIn(t.app, alice)
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)))
    const expired = await post(t.app, '/v1/index/get-account', { address: alice.address }, { token })
    expect(expired.status).toBe(401)
    const garbage = await post(t.app, '/v1/index/get-account', { address: alice.address }, { token: 'x'.repeat(43) })
    expect(garbage.status).toBe(401)
  })

  it('refuses a body that is not JSON with a 400 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/nonce',
      headers: { 'content-type': 'application/json', 'show-language': 'ja-JP' },
      payload: '{"address": ',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ code: 40000, msg: 'リクエストが無効です', data: null })
  })

  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await get(t.app, '/v1/nope', { lang: 'en-US' })
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ code: 40400, msg: 'Not found', data: null })
  })
})
