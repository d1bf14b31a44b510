import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POSTGRES_SKIP_REASON, POSTGRES_URL } from '../helpers/backends'
import { post } from '../helpers/http'
import { accountOf, requestNonce, signAction, signedSiwe, signIn } from '../helpers/signIn'
import { createTestApp, type TestApp } from '../helpers/testApp'
import { anvilAccount } from '../helpers/wallets'

// PGlite runs one connection, so races only show on a real PostgreSQL server.
if (!POSTGRES_URL) console.warn(`[server concurrency tests] ${POSTGRES_SKIP_REASON}`)

describe.skipIf(!POSTGRES_URL)('concurrent requests on PostgreSQL', () => {
  let t: TestApp
  let next = 40
  const fresh = async () => {
    const account = anvilAccount(next++)
    const token = await signIn(t.app, account)
    return { account, token, code: (await accountOf(t.app, account, token)).invite_code }
  }
  const statuses = (results: { status: number }[]) => results.map((r) => r.status).sort()

  beforeAll(async () => {
    t = await createTestApp('postgres')
  })
  afterAll(async () => t?.close())

  it('two simultaneous sign-ins with the same nonce: exactly one wins', async () => {
    for (let round = 0; round < 5; round++) {
      const account = anvilAccount(30 + round)
      const signed = await signedSiwe(account, await requestNonce(t.app, account.address))
      const results = await Promise.all([
        post(t.app, '/v1/auth/verify', signed),
        post(t.app, '/v1/auth/verify', signed),
      ])
      expect(statuses(results)).toEqual([200, 401])
    }
  })

  it('two simultaneous binds of one user to different inviters: exactly one wins', async () => {
    for (let round = 0; round < 3; round++) {
      const [a, b, c] = [await fresh(), await fresh(), await fresh()]
      const toA = await signAction(t.app, c.account, c.token, 'bind', { invite_code: a.code })
      const toB = await signAction(t.app, c.account, c.token, 'bind', { invite_code: b.code })
      const results = await Promise.all([
        post(t.app, '/v1/user-center/bind', { invite_code: a.code, ...toA }, { token: c.token }),
        post(t.app, '/v1/user-center/bind', { invite_code: b.code, ...toB }, { token: c.token }),
      ])
      expect(statuses(results)).toEqual([200, 409])
      const parent = (await accountOf(t.app, c.account, c.token)).parent_address
      const winner = results[0]?.status === 200 ? a : b
      expect(parent).toBe(winner.account.address)
    }
  })

  it('two users binding each other at once: one wins, no loop is created', async () => {
    for (let round = 0; round < 3; round++) {
      const [a, b] = [await fresh(), await fresh()]
      const aToB = await signAction(t.app, a.account, a.token, 'bind', { invite_code: b.code })
      const bToA = await signAction(t.app, b.account, b.token, 'bind', { invite_code: a.code })
      const results = await Promise.all([
        post(t.app, '/v1/user-center/bind', { invite_code: b.code, ...aToB }, { token: a.token }),
        post(t.app, '/v1/user-center/bind', { invite_code: a.code, ...bToA }, { token: b.token }),
      ])
      expect(statuses(results)).toEqual([200, 409])
      const parents = [
        (await accountOf(t.app, a.account, a.token)).parent_id,
        (await accountOf(t.app, b.account, b.token)).parent_id,
      ]
      expect(parents.filter((p) => p === 0)).toHaveLength(1)
    }
  })
})
