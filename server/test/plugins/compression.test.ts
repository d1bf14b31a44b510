import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { post } from '../helpers/http'
import { signIn } from '../helpers/signIn'
import { createTestApp, type TestApp } from '../helpers/testApp'
import { alice } from '../helpers/wallets'

describe('JSON answers are compressed when the client accepts it', () => {
  let t: TestApp
  let operator: string
  beforeAll(async () => {
    t = await createTestApp('pglite', { operatorAddresses: [alice.address.toLowerCase()] })
    operator = await signIn(t.app, alice)
    // The operator's notice list carries descriptions: three of about 2 KiB make a list of several KiB.
    for (let i = 0; i < 3; i++) {
      const description = `<p>${'Liquidity mining opens on every pair this week. '.repeat(40)}</p>`
      const res = await post(
        t.app,
        '/v1/admin/notice/add',
        { language: 'en-US', title: `Notice ${i}`, description },
        {
          token: operator,
        },
      )
      expect(res.status).toBe(200)
    }
  })
  afterAll(async () => t?.close())

  const list = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'GET',
      url: '/v1/admin/notice/list?page=1&page_size=50',
      headers: { 'show-language': 'en-US', authorization: `Bearer ${operator}`, ...headers },
    })

  it('br when accepted, gzip otherwise, the same JSON either way; plain without Accept-Encoding', async () => {
    const plain = await list({})
    expect(plain.statusCode).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.length).toBeGreaterThan(1024)

    const br = await list({ 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toContain('accept-encoding')
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length)
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json())

    const gzip = await list({ 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json())
  })

  it('small answers stay plain', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/v1/health', headers: { 'accept-encoding': 'br' } })
    expect(health.headers['content-encoding']).toBeUndefined()
    expect(health.json()).toMatchObject({ code: 200 })
  })
})
