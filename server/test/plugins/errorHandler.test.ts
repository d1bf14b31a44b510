import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import type { App } from '../../src/types'
import { testConfig } from '../helpers/testApp'
import { openTestDb, type TestDb } from '../helpers/testDb'

describe('error handler and rate limit', () => {
  let db: TestDb
  let app: App
  beforeAll(async () => {
    db = await openTestDb('pglite')
    app = await buildApp({
      config: testConfig({ rateLimits: { read: 10_000, signIn: 2, action: 2, windowMs: 60_000 } }),
      db: db.handle,
    })
    app.get('/v1/boom', async () => {
      throw new Error('connection string postgres://secret@db')
    })
    // A value PostgreSQL refuses (NUL in text) that a schema let through, as drizzle wraps it.
    app.get('/v1/nul', async () => {
      throw Object.assign(new Error('Failed query'), {
        cause: Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' }),
      })
    })
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
    await db?.dispose()
  })

  it('hides the details of a 5xx error', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/boom', headers: { 'show-language': 'en-US' } })
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ code: 50000, msg: 'Server error, please try again later', data: null })
    expect(res.body).not.toContain('secret')
  })

  it('answers a PostgreSQL data exception (bad input the schemas missed) with 400, not 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/nul', headers: { 'show-language': 'en-US' } })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ code: 40000, msg: 'Invalid request', data: null })
  })

  it('answers too many sign-in requests with 429 in the envelope', async () => {
    const call = () =>
      app.inject({
        method: 'POST',
        url: '/v1/auth/nonce',
        payload: { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' },
        headers: { 'show-language': 'zh-HK' },
      })
    expect((await call()).statusCode).toBe(200)
    expect((await call()).statusCode).toBe(200)
    const third = await call()
    expect(third.statusCode).toBe(429)
    expect(third.json()).toEqual({ code: 42900, msg: '請求過於頻繁，請稍後再試', data: null })
  })
})
