import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ServerConfig } from '../../src/config'
import { createTestApp, type TestApp } from '../helpers/testApp'
import { alice } from '../helpers/wallets'

const limits = { read: 10_000, signIn: 2, action: 2, windowMs: 60_000 }

async function nonceFrom(t: TestApp, client: string, remoteAddress = '127.0.0.1') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/auth/nonce',
    payload: { address: alice.address },
    remoteAddress,
    headers: { 'x-forwarded-for': client },
  })
  return res.statusCode
}

async function configFrom(t: TestApp, headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: '/v1/index/config', headers })
}

/** Issue 16, finding 4: behind a proxy, limits per real client; protocol and host only from a trusted proxy. */
describe.each<[string, ServerConfig['trustProxy']]>([
  ['hop count 1', 1],
  ['address list', ['127.0.0.1']],
])('TRUST_PROXY on (%s)', (_name, trustProxy) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('pglite', { trustProxy, rateLimits: limits })
  })
  afterAll(async () => t?.close())

  it('limits sign-in per forwarded client: one client locked out does not lock out another', async () => {
    expect([await nonceFrom(t, '203.0.113.1'), await nonceFrom(t, '203.0.113.1')]).toEqual([200, 200])
    expect(await nonceFrom(t, '203.0.113.1')).toBe(429)
    expect(await nonceFrom(t, '203.0.113.2')).toBe(200)
  })

  it('believes X-Forwarded-Proto: https gets HSTS; the image domain never follows a forwarded host', async () => {
    const res = await configFrom(t, { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' })
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    expect(res.json().data.image_domain).toBe('/images')
  })
})

describe('TRUST_PROXY with an address list ignores forwarding headers from other peers', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('pglite', { trustProxy: ['10.0.0.1'], rateLimits: limits })
  })
  afterAll(async () => t?.close())

  it('a peer that is not the proxy is limited by its own address, whatever it forwards', async () => {
    expect(await nonceFrom(t, '203.0.113.1', '198.51.100.7')).toBe(200)
    expect(await nonceFrom(t, '203.0.113.2', '198.51.100.7')).toBe(200)
    expect(await nonceFrom(t, '203.0.113.3', '198.51.100.7')).toBe(429)
    expect(await nonceFrom(t, '203.0.113.3', '10.0.0.1')).toBe(200)
  })
})

describe('TRUST_PROXY off (the default)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('pglite', { rateLimits: limits, imageDomain: 'https://img.example' })
  })
  afterAll(async () => t?.close())

  it('forwarding headers are ignored: every request from one peer shares its limit', async () => {
    expect(await nonceFrom(t, '203.0.113.1')).toBe(200)
    expect(await nonceFrom(t, '203.0.113.2')).toBe(200)
    expect(await nonceFrom(t, '203.0.113.3')).toBe(429)
  })

  it('no HSTS for a forwarded https; the image domain comes from IMAGE_DOMAIN, not the Host header', async () => {
    const res = await configFrom(t, { 'x-forwarded-proto': 'https', host: 'evil.example' })
    expect(res.headers['strict-transport-security']).toBeUndefined()
    expect(res.json().data.image_domain).toBe('https://img.example')
  })
})
