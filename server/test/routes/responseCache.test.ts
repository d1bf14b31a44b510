import { LANGUAGES } from '@phoswap/core/api/language'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import type { ResponseCacheConfig } from '../../src/config'
import { noticeGroups, notices, settings } from '../../src/db/schema'
import { seedContent } from '../../src/services/content/seedContent'
import type { App } from '../../src/types'
import { BACKENDS } from '../helpers/backends'
import { get, post } from '../helpers/http'
import { signIn } from '../helpers/signIn'
import { createTestApp, type TestApp, testConfig } from '../helpers/testApp'
import { alice } from '../helpers/wallets'

const TTL_MS = 800
const cached: ResponseCacheConfig = { quotesTtlMs: TTL_MS, contentTtlMs: TTL_MS, maxEntries: 100 }
const uncached: ResponseCacheConfig = { quotesTtlMs: 0, contentTtlMs: 0, maxEntries: 1 }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe.each(BACKENDS)('response cache of the public GETs on %s', (backend) => {
  let t: TestApp
  /** A second instance on the same database without a cache: the reference bytes. */
  let plain: App
  let token: string
  let groupId: number
  let noticeId: number
  const admin = (url: string, body: object) => post(t.app, `/v1/admin${url}`, body, { token })

  beforeAll(async () => {
    const overrides = { operatorAddresses: [alice.address.toLowerCase()] }
    t = await createTestApp(backend, { ...overrides, responseCache: cached })
    plain = await buildApp({ config: testConfig({ ...overrides, responseCache: uncached }), db: t.db.handle })
    await plain.ready()
    await seedContent(t.db.handle.db)
    token = await signIn(t.app, alice)
    const list = await get(t.app, '/v1/basic/notice/list', { lang: 'en-US' })
    groupId = list.body.data.list[0].group_id
    noticeId = list.body.data.list[0].id
  })
  afterAll(async () => {
    await plain?.close()
    await t?.close()
  })

  it('answers the same bytes and headers as without the cache, on a miss and on a hit, in every language', async () => {
    const urls = [
      '/v1/basic/notice/list',
      '/v1/basic/notice/list?page=2&page_size=1',
      '/v1/basic/notice/latest',
      `/v1/basic/notice/detail?group_id=${groupId}`,
      `/v1/basic/notice/detail?id=${noticeId}`,
      '/v1/basic/notice/detail?group_id=99999',
      '/v1/basic/banner/list',
      '/v1/index/config',
      '/v1/index/quote',
      '/v1/index/quote?chain_id=137',
    ]
    for (const lang of [...LANGUAGES, 'en', 'xx']) {
      for (const url of urls) {
        const headers = { 'show-language': lang }
        const reference = await plain.inject({ method: 'GET', url, headers })
        for (const round of ['miss', 'hit']) {
          const res = await t.app.inject({ method: 'GET', url, headers })
          const what = `${lang} ${url} ${round}`
          expect(res.statusCode, what).toBe(reference.statusCode)
          expect(res.headers['content-type'], what).toBe(reference.headers['content-type'])
          expect(res.headers['content-length'], what).toBe(reference.headers['content-length'])
          expect(res.payload, what).toBe(reference.payload)
        }
      }
    }
  })

  it('a cached URL does not let another query skip validation', async () => {
    expect((await get(t.app, '/v1/basic/notice/list?page=1&page_size=2')).status).toBe(200)
    expect((await get(t.app, '/v1/basic/notice/list?page=1&page_size=2')).status).toBe(200)
    const bad = await get(t.app, '/v1/basic/notice/list?page=0&page_size=2')
    expect(bad.status).toBe(400)
    expect(bad.body.code).toBe(40000)
    expect((await get(t.app, '/v1/basic/notice/list?page=1&page_size=2&extra=1')).status).toBe(400)
    expect((await get(t.app, '/v1/index/quote?chain_id=abc')).status).toBe(400)
  })

  it('changes with the language: message and content', async () => {
    const en = await get(t.app, '/v1/basic/notice/list', { lang: 'en-US' })
    const ko = await get(t.app, '/v1/basic/notice/list', { lang: 'ko-KR' })
    const enAgain = await get(t.app, '/v1/basic/notice/list', { lang: 'en-US' })
    expect(en.body.msg).toBe('Success')
    expect(ko.body.msg).not.toBe(en.body.msg)
    expect(ko.body.data.list.every((n: { language: string }) => n.language === 'ko-KR')).toBe(true)
    expect(en.body.data.list.every((n: { language: string }) => n.language === 'en-US')).toBe(true)
    expect(enAgain.body).toEqual(en.body)
    const quoteEn = await get(t.app, '/v1/index/quote', { lang: 'en-US' })
    const quoteJa = await get(t.app, '/v1/index/quote', { lang: 'ja-JP' })
    expect(quoteJa.body.msg).not.toBe(quoteEn.body.msg)
    expect(quoteJa.body.data).toEqual(quoteEn.body.data)
  })

  it('an admin write in this instance shows at once', async () => {
    await get(t.app, '/v1/basic/notice/list', { lang: 'en-US' })
    await get(t.app, '/v1/basic/notice/latest', { lang: 'en-US' })
    await get(t.app, '/v1/basic/banner/list', { lang: 'en-US' })
    await get(t.app, '/v1/index/config')
    const added = await admin('/notice/add', { language: 'en-US', title: 'Cache test', description: '<p>new</p>' })
    expect(added.status).toBe(200)
    const list = (await get(t.app, '/v1/basic/notice/list', { lang: 'en-US' })).body.data
    expect(list.list[0].title).toBe('Cache test')
    expect((await get(t.app, '/v1/basic/notice/latest', { lang: 'en-US' })).body.data.title).toBe('Cache test')
    const detail = `/v1/basic/notice/detail?group_id=${added.body.data.group_id}`
    expect((await get(t.app, detail, { lang: 'en-US' })).body.data.title).toBe('Cache test')
    await admin('/notice/edit', { id: added.body.data.id, title: 'Cache test, edited' })
    expect((await get(t.app, detail, { lang: 'en-US' })).body.data.title).toBe('Cache test, edited')
    expect((await get(t.app, '/v1/basic/notice/list', { lang: 'en-US' })).body.data.list[0].title).toBe(
      'Cache test, edited',
    )
    await admin('/notice/withdraw', { group_id: added.body.data.group_id })
    expect((await get(t.app, detail, { lang: 'en-US' })).status).toBe(404)

    const banner = await admin('/banner/add', { image: 'banners/fees.svg', sort: 1000 })
    expect((await get(t.app, '/v1/basic/banner/list', { lang: 'en-US' })).body.data.list[0].id).toBe(
      banner.body.data.id,
    )
    await admin('/config/set', { key: 'image_domain', value: 'https://img.cache.test' })
    expect((await get(t.app, '/v1/index/config')).body.data.image_domain).toBe('https://img.cache.test')
  })

  it('a write around this instance (another instance) shows after the TTL, not before', async () => {
    const url = '/v1/basic/notice/list?page=1&page_size=1'
    const first = (await get(t.app, url, { lang: 'en-US' })).body.data
    const cachedAt = Date.now()
    const db = t.db.handle.db
    const [group] = await db.insert(noticeGroups).values({}).returning({ id: noticeGroups.id })
    await db
      .insert(notices)
      .values({ groupId: group!.id, language: 'en-US', title: 'Written elsewhere', description: 'x' })
    await db
      .insert(settings)
      .values({ key: 'image_domain', value: 'https://elsewhere.test' })
      .onConflictDoUpdate({ target: settings.key, set: { value: 'https://elsewhere.test' } })
    const soon = (await get(t.app, url, { lang: 'en-US' })).body.data
    expect(Date.now() - cachedAt).toBeLessThan(TTL_MS)
    expect(soon).toEqual(first)
    expect((await get(plain, url, { lang: 'en-US' })).body.data.list[0].title).toBe('Written elsewhere')
    await sleep(TTL_MS + 50 - (Date.now() - cachedAt))
    const later = (await get(t.app, url, { lang: 'en-US' })).body.data
    expect(later.list[0].title).toBe('Written elsewhere')
    expect(later.total_count).toBe(first.total_count + 1)
    expect((await get(t.app, '/v1/index/config')).body.data.image_domain).toBe('https://elsewhere.test')
  })
})
