import type { RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import { ADMIN_PATH } from '../../src/plugins/operator'
import type { App } from '../../src/types'
import { signIn } from '../helpers/signIn'
import { testConfig } from '../helpers/testApp'
import { openTestDb, type TestDb } from '../helpers/testDb'
import { alice, bob } from '../helpers/wallets'

/**
 * Issue 28: the operator role is checked before the body. Every admin route, found by registration (a route added
 * later is walked too), is sent a body or query its schema refuses: anonymous gets 401, a signed-in
 * non-operator 403, in the caller's language; the schema's 400 is only for the operator.
 */
describe('every admin route checks the operator role before the body', () => {
  let app: App
  let db: TestDb
  let token: string
  const routes: { method: string; url: string }[] = []

  beforeAll(async () => {
    db = await openTestDb('pglite')
    const collect = (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD' && route.url.startsWith(ADMIN_PATH)) routes.push({ method, url: route.url })
      }
    }
    app = await buildApp({
      config: testConfig({ operatorAddresses: [alice.address.toLowerCase()] }),
      db: db.handle,
      onRoute: collect,
    })
    await app.ready()
    token = await signIn(app, bob)
  })
  afterAll(async () => {
    await app?.close()
    await db?.dispose()
  })

  const send = (route: { method: string; url: string }, payload: string, headers: Record<string, string>) =>
    route.method === 'GET'
      ? app.inject({ method: 'GET', url: `${route.url}?page=-1&not_a_field=1`, headers })
      : app.inject({
          method: route.method as 'POST',
          url: route.url,
          payload,
          headers: { 'content-type': 'application/json', ...headers },
        })

  it('finds the admin routes by registration', () => {
    const names = routes.map((r) => `${r.method} ${r.url}`)
    expect(names).toEqual(
      expect.arrayContaining(['POST /v1/admin/notice/add', 'POST /v1/admin/settle', 'POST /v1/admin/config/set']),
    )
    expect(routes.length).toBeGreaterThan(20)
  })

  it('anonymous with a bad body: 401 in the caller’s language; a non-operator: 403', async () => {
    const wrong: string[] = []
    for (const route of routes) {
      for (const payload of ['{"not_a_field":[1]}', '{"broken json']) {
        const anonymous = await send(route, payload, { 'show-language': 'ko-KR' })
        if (anonymous.statusCode !== 401 || anonymous.json().msg !== '먼저 지갑을 연결하고 로그인하세요')
          wrong.push(`${route.method} ${route.url} anonymous ${payload}: ${anonymous.statusCode} ${anonymous.body}`)
        const stranger = await send(route, payload, { authorization: `Bearer ${token}`, 'show-language': 'en-US' })
        if (stranger.statusCode !== 403 || stranger.json().msg !== 'You are not allowed to do this')
          wrong.push(`${route.method} ${route.url} non-operator ${payload}: ${stranger.statusCode} ${stranger.body}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('the operator still gets the schema’s 400 for the bad body', async () => {
    const operator = await signIn(app, alice)
    const res = await send({ method: 'POST', url: '/v1/admin/notice/add' }, '{"not_a_field":[1]}', {
      authorization: `Bearer ${operator}`,
    })
    expect(res.statusCode).toBe(400)
  })
})
