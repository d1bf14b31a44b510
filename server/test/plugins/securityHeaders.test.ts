import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { settings } from '../../src/db/schema'
import { createTestApp, type TestApp } from '../helpers/testApp'

const TEMPLATE =
  '<!doctype html><title>PhoSwap</title><script src="/runtime-config.js"></script>' +
  '<style>:root{--brand:#5b4cf5}</style><script>if(location.hash)void 0</script><div id="root"></div>'

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

function directives(header: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '').split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/)
      return [name!, values]
    }),
  )
}

/** Issue 16, finding 5: security headers on the app page and on every API answer. */
describe('security headers', () => {
  let t: TestApp
  const dist = mkdtempSync(join(tmpdir(), 'pho-csp-'))
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'))
    writeFileSync(join(dist, 'index.html'), TEMPLATE)
    t = await createTestApp('pglite', { webDistDir: dist, localRpcUrl: 'http://127.0.0.1:8545' })
  })
  afterAll(async () => t?.close())

  it('the page allows its inline runtime config and the build inline code by hash, nothing else inline', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' })
    const script = /<script>(window\.__PHOSWAP_CONFIG__.*?)<\/script>/s.exec(res.body)![1]!
    const csp = directives(res.headers['content-security-policy'] as string)
    expect(csp['script-src']).toEqual(["'self'", hashOf(script), hashOf('if(location.hash)void 0')])
    expect(csp['style-src']).toEqual(["'self'", hashOf(':root{--brand:#5b4cf5}')])
    expect(csp['default-src']).toEqual(["'self'"])
    expect(csp['frame-ancestors']).toEqual(["'none'"])
    expect(csp['object-src']).toEqual(["'none'"])
  })

  it('connect-src names the RPCs the browser calls: the networks of core/src/chains and the local chain', async () => {
    const csp = directives(
      (await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'] as string,
    )
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://exchainrpc.okex.org',
        'https://polygon-rpc.com',
        'https://bsc-dataseed.binance.org',
        'http://127.0.0.1:8545',
      ]),
    )
  })

  it('img-src follows the image domain an operator sets', async () => {
    const before = directives(
      (await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'] as string,
    )
    expect(before['img-src']).toEqual(["'self'", 'data:', 'blob:'])
    await t.db.handle.db.insert(settings).values({ key: 'image_domain', value: 'https://img.example/pho' })
    const after = directives(
      (await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'] as string,
    )
    expect(after['img-src']).toContain('https://img.example')
  })

  it.each(['/', '/v1/health', '/v1/basic/notice/list', '/v1/missing', '/runtime-config.js'])(
    '%s: nosniff, no referrer, no framing; no HSTS over plain http',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['referrer-policy']).toBe('no-referrer')
      expect(res.headers['x-frame-options']).toBe('DENY')
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'")
      expect(res.headers['strict-transport-security']).toBeUndefined()
    },
  )
})
