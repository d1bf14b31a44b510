import { brotliDecompressSync } from 'node:zlib'
import { LANGUAGES } from '@phoswap/core/api/language'
import { feeTextValues } from '@phoswap/core/fees'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addBanner,
  bannerLanguages,
  editBanner,
  listAllBanners,
  removeBanner,
} from '../../src/services/content/banners'
import { RETIRED_DEFAULT_BANNERS } from '../../src/services/content/defaultContent'
import { seedContent } from '../../src/services/content/seedContent'
import { BACKENDS } from '../helpers/backends'
import { get, post } from '../helpers/http'
import { signIn } from '../helpers/signIn'
import { createTestApp, type TestApp } from '../helpers/testApp'
import { alice } from '../helpers/wallets'

describe.each(BACKENDS)('banners on %s', (backend) => {
  let t: TestApp
  let token: string
  const admin = (url: string, body: object) => post(t.app, `/v1/admin${url}`, body, { token })

  beforeAll(async () => {
    t = await createTestApp(backend, { operatorAddresses: [alice.address.toLowerCase()] })
    token = await signIn(t.app, alice)
  })
  afterAll(async () => t?.close())

  it('an empty site has no banners', async () => {
    expect((await get(t.app, '/v1/basic/banner/list')).body.data).toEqual({ list: [], total_count: 0 })
  })

  it('the default content: three banners in each language, each reader gets their own language’s', async () => {
    expect((await seedContent(t.db.handle.db)).banners).toBe(3 * LANGUAGES.length)
    t.app.caches.content.clear()
    for (const lang of LANGUAGES) {
      const banners = await get(t.app, '/v1/basic/banner/list', { lang })
      expect(banners.body.data.list.map((b: { image: string }) => b.image)).toEqual([
        `banners/launch.${lang}.svg`,
        `banners/mining.${lang}.svg`,
        `banners/fees.${lang}.svg`,
      ])
    }
  })

  it('a sandbox seeded with the old English-only banners gets the per-language ones', async () => {
    const db = t.db.handle.db
    const before = await listAllBanners(db)
    for (const banner of before.list) await removeBanner(db, banner.id)
    for (const image of RETIRED_DEFAULT_BANNERS) await addBanner(db, { image, language: 'all' })
    expect((await seedContent(db)).banners).toBe(3 * LANGUAGES.length)
    const images = (await listAllBanners(db)).list.map((b) => b.image)
    expect(images.filter((image) => RETIRED_DEFAULT_BANNERS.includes(image))).toEqual([])
    t.app.caches.content.clear()
  })

  it('each default image exists, is drawn in its language and the fee banner shows the contracts’ fees', async () => {
    const fees = feeTextValues()
    for (const lang of LANGUAGES) {
      for (const name of ['launch', 'mining', 'fees']) {
        const res = await t.app.inject({ method: 'GET', url: `/images/banners/${name}.${lang}.svg` })
        expect(res.statusCode).toBe(200)
        expect(res.body).toContain(`lang="${lang}"`)
        expect(res.body).not.toContain('<text')
      }
      const label = /aria-label="([^"]*)"/.exec(
        (await t.app.inject({ method: 'GET', url: `/images/banners/fees.${lang}.svg` })).body,
      )?.[1]
      for (const figure of [fees.pairFee, fees.phoTax, fees.taxLiquidity, fees.taxBurn]) expect(label).toContain(figure)
    }
    expect(bannerLanguages('ko-KR')).toEqual(['ko-KR', 'zh-CN', 'en-US'])
  })

  it('a language without banners falls back to zh-CN’s, then en-US’s; never two languages at once', async () => {
    const db = t.db.handle.db
    const ko = (await listAllBanners(db)).list.filter((b) => b.language === 'ko-KR')
    for (const banner of ko) await editBanner(db, { id: banner.id, active: false })
    t.app.caches.content.clear()
    const inKo = (await get(t.app, '/v1/basic/banner/list', { lang: 'ko-KR' })).body.data.list
    expect(inKo.map((b: { image: string }) => b.image)).toEqual([
      'banners/launch.zh-CN.svg',
      'banners/mining.zh-CN.svg',
      'banners/fees.zh-CN.svg',
    ])
    for (const banner of ko) await editBanner(db, { id: banner.id, active: true })
    t.app.caches.content.clear()
  })

  it('banners: only active ones of the reader language or all, highest sort first', async () => {
    const ko = await admin('/banner/add', {
      image: 'banners/mining.svg',
      link: '#/MiningsIndex',
      sort: 99,
      language: 'ko-KR',
    })
    expect(ko.body.data).toMatchObject({ image: 'banners/mining.svg', language: 'ko-KR', active: true, sort: 99 })
    const off = await admin('/banner/add', { image: 'banners/fees.svg', sort: 100, active: false })
    const inKo = (await get(t.app, '/v1/basic/banner/list', { lang: 'ko-KR' })).body.data.list
    expect(inKo[0]).toEqual({ id: ko.body.data.id, image: 'banners/mining.svg', link: '#/MiningsIndex', sort: 99 })
    expect(inKo.map((b: { id: number }) => b.id)).not.toContain(off.body.data.id)
    const inEn = (await get(t.app, '/v1/basic/banner/list', { lang: 'en-US' })).body.data.list
    expect(inEn.map((b: { id: number }) => b.id)).not.toContain(ko.body.data.id)
    await admin('/banner/edit', { id: off.body.data.id, active: true })
    expect((await get(t.app, '/v1/basic/banner/list', { lang: 'en-US' })).body.data.list[0].id).toBe(off.body.data.id)
    expect((await admin('/banner/remove', { id: off.body.data.id })).body.data).toEqual({
      id: off.body.data.id,
      removed: true,
    })
    expect((await admin('/banner/remove', { id: off.body.data.id })).status).toBe(404)
  })

  it('serves the banner and coin images at /images/', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/images/banners/launch.en-US.svg' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('image/svg+xml')
    expect(res.body).toContain('<svg')
    expect((await t.app.inject({ method: 'GET', url: '/images/coins/PHO.svg' })).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url: '/images/../package.json' })).statusCode).not.toBe(200)
  })

  it('the default images draw their lettering as outlines and travel compressed', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/images/banners/fees.en-US.svg' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    // No <text>: a browser draws them without looking up a font (the lettering is part of the picture).
    expect(plain.body).not.toContain('<text')
    const br = await t.app.inject({
      method: 'GET',
      url: '/images/banners/fees.en-US.svg',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-security-policy']).toContain('sandbox')
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body)
  })
})
