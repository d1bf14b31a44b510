import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/testApp'

describe('JSON answers are compressed when the client accepts it', () => {
  let t: TestApp
  beforeAll(async () => {
    // The default notices make a list of several KiB.
    t = await createTestApp('pglite', { seedContent: true })
  })
  afterAll(async () => t?.close())

  const list = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'GET',
      url: '/v1/basic/notice/list?page_size=50',
      headers: { 'show-language': 'en-US', ...headers },
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
