import { createHash } from 'node:crypto'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureWebBuilt } from '../../../scripts/src/webBuild'
import { createTestApp, type TestApp } from '../helpers/testApp'

const dist = join(import.meta.dirname, '..', '..', '..', 'web', 'dist')

interface Inlined {
  route: string
  language: string
  chainId: number
  queries: { queries: { queryKey: unknown[]; state: { data: unknown; status: string } }[] }
}

function inlined(html: string): Inlined {
  const json = /<script type="application\/json" id="phoswap-state">([\s\S]*?)<\/script>/.exec(html)?.[1]
  expect(json, 'the inlined state').toBeDefined()
  return JSON.parse(json!) as Inlined
}

const dataOf = (state: Inlined, key: unknown[]) =>
  state.queries.queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(key))?.state.data

/** #root's markup without tags, for what a reader sees. */
const rootText = (html: string) =>
  (/<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, ' ')

describe('the home page rendered on the server (real web build, real API on PGlite)', () => {
  let t: TestApp
  beforeAll(async () => {
    ensureWebBuilt(() => {})
    t = await createTestApp('pglite', { webDistDir: dist, seedContent: true })
  }, 180_000)
  afterAll(async () => t?.close())

  const api = async (path: string, language: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/v1${path}`, headers: { 'show-language': language } })
    return (res.json() as { data: unknown }).data
  }

  it('sends the banner, tiles, news line, PHO card and quotes in the document, with the API answers inlined', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' })
    expect(res.statusCode).toBe(200)
    const html = res.body
    for (const id of ['home-banner', 'home-tiles', 'home-news', 'pho-price', 'home-quotes', 'home-copyright']) {
      expect(html, id).toContain(`data-testid="${id}"`)
    }
    const latest = (await api('/basic/notice/latest', 'zh-CN')) as { title: string; group_id: number }
    expect(latest.title).toBeTruthy()
    expect(rootText(html)).toContain(latest.title)
    expect(html).toContain(`href="#/HomeNext/xiangqin?id=${latest.group_id}"`)
    expect(rootText(html)).toContain('充值')

    const state = inlined(html)
    expect(state).toMatchObject({ route: 'HomeIndex', language: 'zh-CN', chainId: 31337 })
    expect(dataOf(state, ['notice', 'latest', 'zh-CN'])).toEqual(latest)
    expect(dataOf(state, ['banner', 'list', 'zh-CN'])).toEqual(await api('/basic/banner/list', 'zh-CN'))
    expect(dataOf(state, ['index', 'config'])).toEqual(await api('/index/config', 'zh-CN'))
    expect(dataOf(state, ['index', 'quote', 31337])).toEqual(await api('/index/quote?chain_id=31337', 'zh-CN'))
    // The splash is gone: the content is the first paint.
    expect(html).not.toContain('class="splash"')
  })

  it('renders in the language of the `lang` cookie (the app writes it with the choice), zh-CN without one', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: 'x=1; lang=en-US' } })
    expect(inlined(en.body).language).toBe('en-US')
    // The document says which language it is in (screen readers, the language's font stack) before any script.
    expect(en.body).toContain('<html lang="en-US">')
    expect(rootText(en.body)).toContain('Deposit')
    const latest = (await api('/basic/notice/latest', 'en-US')) as { title: string }
    expect(dataOf(inlined(en.body), ['notice', 'latest', 'en-US'])).toEqual(latest)
    const ko = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: 'lang=ko-KR' } })
    expect(inlined(ko.body).language).toBe('ko-KR')
    expect(ko.body).toContain('<html lang="ko-KR">')
    const odd = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: 'lang=xx-YY', 'accept-language': 'en-US' },
    })
    expect(inlined(odd.body).language).toBe('zh-CN')
    expect(odd.body).toContain('<html lang="zh-CN">')
  })

  it('inlines what a new notice changes on the next load (no older than the API cache)', async () => {
    const before = (await api('/basic/notice/latest', 'zh-CN')) as { title: string }
    const page = await t.app.inject({ method: 'GET', url: '/' })
    expect(dataOf(inlined(page.body), ['notice', 'latest', 'zh-CN'])).toEqual(before)
  })

  it('keeps the CSP: the state is non-executable JSON, every inline script and style attribute is allowed by hash', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' })
    const csp = String(res.headers['content-security-policy'])
    const scriptSrc = /script-src ([^;]*)/.exec(csp)![1]!
    expect(scriptSrc).not.toContain('unsafe-inline')
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
    for (const [, body] of res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)) expect(scriptSrc).toContain(sha(body!))
    const styleSrc = /style-src ([^;]*)/.exec(csp)![1]!
    expect(styleSrc).not.toContain('unsafe-inline')
    for (const [, value] of res.body.matchAll(/\sstyle="([^"]*)"/g)) {
      expect(styleSrc).toContain(sha(value!.replace(/&quot;/g, '"').replace(/&amp;/g, '&')))
    }
    // The JSON cannot close its tag.
    expect(/<script type="application\/json" id="phoswap-state">([\s\S]*?)<\/script>/.exec(res.body)![1]).not.toMatch(
      /</,
    )
  })

  it('does not serve the renderer as a file', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ssr/renderHome.js' })
    expect(res.body).not.toContain('renderHome')
  })
})
