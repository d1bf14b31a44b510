import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pickEncoding } from '../../src/plugins/webApp'
import { createTestApp, type TestApp } from '../helpers/testApp'

const TEMPLATE = '<!doctype html><title>PhoSwap</title><script src="/runtime-config.js"></script><div id="root"></div>'

describe('serving the built web app', () => {
  let t: TestApp
  const dist = mkdtempSync(join(tmpdir(), 'pho-web-'))
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'))
    writeFileSync(join(dist, 'index.html'), TEMPLATE)
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)')
    const big = `console.log(${JSON.stringify('x'.repeat(4000))})`
    writeFileSync(join(dist, 'assets', 'big-abc123.js'), big)
    writeFileSync(join(dist, 'assets', 'big-abc123.js.br'), brotliCompressSync(big))
    writeFileSync(join(dist, 'assets', 'big-abc123.js.gz'), gzipSync(big))
    t = await createTestApp('pglite', { webDistDir: dist, localRpcUrl: 'http://127.0.0.1:8545' })
  })
  afterAll(async () => t?.close())

  it('serves index.html at / without long caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('PhoSwap')
    expect(res.headers['cache-control']).toBe('no-cache')
  })

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toContain('immutable')
  })

  it('answers unknown non-API paths with index.html (client routes) but unknown API paths with 404', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/HomeNext/Mine' })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('PhoSwap')
    expect(page.headers['cache-control']).toBe('no-cache')
    const api = await t.app.inject({ method: 'GET', url: '/v1/missing' })
    expect(api.statusCode).toBe(404)
    expect(api.json().code).toBe(40400)
  })

  it('inlines the runtime configuration in place of the /runtime-config.js tag, at / and for client routes', async () => {
    for (const url of ['/', '/index.html', '/HomeNext/Mine']) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(res.body).not.toContain('src="/runtime-config.js"')
      const inline = /<script>window\.__PHOSWAP_CONFIG__ = (.*);<\/script>/.exec(res.body)
      expect(inline, url).not.toBeNull()
      expect(JSON.parse(inline![1]!)).toMatchObject({ apiBase: '/v1', localChain: { chainId: 31337 } })
    }
    const script = await t.app.inject({ method: 'GET', url: '/runtime-config.js' })
    const inline = /<script>(.*)<\/script>/.exec((await t.app.inject({ method: 'GET', url: '/' })).body)![1]
    expect(`${inline}\n`).toBe(script.body)
  })

  it('compresses index.html as the client accepts, and says it varies by that', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/' })
    const br = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toContain('accept-encoding')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
    const gz = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body)
    expect(plain.headers['content-encoding']).toBeUndefined()
  })

  it('sends the precompressed .br / .gz beside a built file, the file itself otherwise', async () => {
    const url = '/assets/big-abc123.js'
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } })
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toContain('javascript')
    expect(br.headers['cache-control']).toContain('immutable')
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(brotliDecompressSync(br.rawPayload).toString())
    const small = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br' },
    })
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.body).toBe('console.log(1)')
  })
})

describe('pickEncoding', () => {
  it('prefers br, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(pickEncoding('gzip')).toBe('gzip')
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip')
    expect(pickEncoding('*')).toBe('gzip')
    expect(pickEncoding('identity')).toBeNull()
    expect(pickEncoding(undefined)).toBeNull()
  })
})
