import { buildActionMessage } from '@phoswap/core/auth/actionMessage'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authNonces } from '../../src/db/schema'
import { decodeReply, encodeReply } from '../../src/services/auth/replyCodec'
import { BACKENDS, POSTGRES_SKIP_REASON, POSTGRES_URL } from '../helpers/backends'
import { post } from '../helpers/http'
import { accountOf, signAction, signIn } from '../helpers/signIn'
import { createTestApp, type TestApp } from '../helpers/testApp'
import { anvilAccount } from '../helpers/wallets'

describe('a signed action result kept with its nonce (replyCodec)', () => {
  it('gives back bigints, dates, nested lists and missing values as they were', () => {
    const result = {
      id: 7,
      amount: 10n ** 30n,
      at: new Date('2026-11-25T08:00:00.000Z'),
      rows: [{ fee: -1n }],
      note: null,
    }
    const text = encodeReply(result)
    expect(text).not.toBeNull()
    expect(decodeReply(text!)).toEqual(result)
    expect(decodeReply(encodeReply(undefined)!)).toBeUndefined()
  })

  it('keeps nothing it could not give back the same (a class instance, a function)', () => {
    expect(encodeReply({ when: new Map() })).toBeNull()
    expect(encodeReply({ f: () => 1 })).toBeNull()
  })
})

describe.each(BACKENDS)('a signed action retried with the same nonce on %s', (backend) => {
  let t: TestApp
  let next = 60
  const fresh = async () => {
    const account = anvilAccount(next++)
    const token = await signIn(t.app, account)
    return { account, token, code: (await accountOf(t.app, account, token)).invite_code }
  }

  beforeAll(async () => {
    t = await createTestApp(backend)
  })
  afterAll(async () => t?.close())

  it('gets the first answer again and changes nothing; another request with that nonce is refused', async () => {
    const [inviter, other, user] = [await fresh(), await fresh(), await fresh()]
    const signed = await signAction(t.app, user.account, user.token, 'bind', { invite_code: inviter.code })
    const body = { invite_code: inviter.code, ...signed }
    const first = await post(t.app, '/v1/user-center/bind', body, { token: user.token })
    expect(first.status).toBe(200)
    const again = await post(t.app, '/v1/user-center/bind', body, { token: user.token })
    expect(again.status).toBe(200)
    expect(again.body).toEqual(first.body)
    expect((await accountOf(t.app, user.account, user.token)).parent_address).toBe(inviter.account.address)

    // The same nonce under another signed request (another inviter): refused, nothing changes.
    const message = buildActionMessage({
      action: 'bind',
      address: user.account.address,
      chainId: 137,
      nonce: signed.nonce,
      params: { invite_code: other.code },
    })
    const forged = {
      invite_code: other.code,
      nonce: signed.nonce,
      signature: await user.account.signMessage({ message }),
    }
    const refused = await post(t.app, '/v1/user-center/bind', forged, { token: user.token, lang: 'en-US' })
    expect(refused.body.code).toBe(40102)
    expect((await accountOf(t.app, user.account, user.token)).parent_address).toBe(inviter.account.address)

    // Another user sending the body gets no answer about it.
    const stranger = await fresh()
    expect((await post(t.app, '/v1/user-center/bind', body, { token: stranger.token })).body.code).not.toBe(200)
  })

  it('a refused action keeps no answer: the nonce stays unused and the request can be sent again', async () => {
    const user = await fresh()
    const signed = await signAction(t.app, user.account, user.token, 'bind', { invite_code: user.code })
    const own = await post(t.app, '/v1/user-center/bind', { invite_code: user.code, ...signed }, { token: user.token })
    expect(own.status).not.toBe(200)
    const [row] = await t.db.handle.db.select().from(authNonces).where(eq(authNonces.nonce, signed.nonce))
    expect(row).toMatchObject({ usedAt: null, reply: null })
  })
})

if (!POSTGRES_URL) console.warn(`[signed action retry concurrency] ${POSTGRES_SKIP_REASON}`)

describe.skipIf(!POSTGRES_URL)('the same signed request sent many times at once on PostgreSQL', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('postgres')
  })
  afterAll(async () => t?.close())

  it('runs once and every copy gets the same answer', async () => {
    const account = anvilAccount(80)
    const token = await signIn(t.app, account)
    const inviter = anvilAccount(81)
    const inviterToken = await signIn(t.app, inviter)
    const code = (await accountOf(t.app, inviter, inviterToken)).invite_code
    const signed = await signAction(t.app, account, token, 'bind', { invite_code: code })
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(t.app, '/v1/user-center/bind', { invite_code: code, ...signed }, { token }),
      ),
    )
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200))
    for (const result of results) expect(result.body).toEqual(results[0]!.body)
    expect((await accountOf(t.app, account, token)).parent_address).toBe(inviter.address)
  })
})
