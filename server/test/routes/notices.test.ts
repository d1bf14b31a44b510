import { LANGUAGES } from '@phoswap/core/api/language'
import { feeTextValues } from '@phoswap/core/fees'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedContent } from '../../src/services/content/seedContent'
import { BACKENDS } from '../helpers/backends'
import { get, post } from '../helpers/http'
import { signIn } from '../helpers/signIn'
import { createTestApp, type TestApp } from '../helpers/testApp'
import { alice } from '../helpers/wallets'

describe.each(BACKENDS)('notices on %s', (backend) => {
  let t: TestApp
  let token: string
  const admin = (url: string, body: object) => post(t.app, `/v1/admin${url}`, body, { token })

  beforeAll(async () => {
    t = await createTestApp(backend, { operatorAddresses: [alice.address.toLowerCase()] })
    token = await signIn(t.app, alice)
  })
  afterAll(async () => t?.close())

  it('an empty site: no notices, latest is null', async () => {
    expect((await get(t.app, '/v1/basic/notice/list')).body.data).toEqual({ list: [], total_count: 0 })
    expect((await get(t.app, '/v1/basic/notice/latest')).body.data).toBeNull()
  })

  it('the default content: three notices in every language', async () => {
    expect(await seedContent(t.db.handle.db)).toEqual({ notices: 15, banners: 15 })
    expect(await seedContent(t.db.handle.db)).toEqual({ notices: 0, banners: 0 })
    // Written around this instance (as another instance would): its few-second response cache is dropped by hand.
    t.app.caches.content.clear()
    for (const lang of LANGUAGES) {
      const res = await get(t.app, '/v1/basic/notice/list', { lang })
      expect(res.body.data.total_count).toBe(3)
      expect(res.body.data.list.map((n: { language: string }) => n.language)).toEqual([lang, lang, lang])
    }
    const en = await get(t.app, '/v1/basic/notice/list', { lang: 'en-US' })
    // newest first
    expect(en.body.data.list.map((n: { title: string }) => n.title)).toEqual([
      'PHO-USDT liquidity mining is open',
      'How trading fees work',
      'PhoSwap is live',
    ])
  })

  it('the list is in the language the query names (the spec sends account and language), else Show-Language', async () => {
    const account = alice.address
    const res = await get(t.app, `/v1/basic/notice/list?page=1&page_size=10&account=${account}&language=en-US`, {
      lang: 'zh-CN',
    })
    expect(res.status).toBe(200)
    expect(res.body.data.list.map((n: { language: string }) => n.language)).toEqual(['en-US', 'en-US', 'en-US'])
    const ko = await get(t.app, '/v1/basic/notice/list?language=ko-KR', { lang: 'en-US' })
    expect(ko.body.data.list[0].language).toBe('ko-KR')
    const header = await get(t.app, '/v1/basic/notice/list', { lang: 'ja-JP' })
    expect(header.body.data.list[0].language).toBe('ja-JP')
  })

  it('the fees notice states the contracts’ fees', async () => {
    const en = await get(t.app, '/v1/basic/notice/list', { lang: 'en-US' })
    const fees = en.body.data.list.find((n: { title: string }) => n.title === 'How trading fees work')
    const detail = await get(t.app, `/v1/basic/notice/detail?group_id=${fees.group_id}`, { lang: 'en-US' })
    expect(detail.body.data.description).toContain(`pays a ${feeTextValues().pairFee} fee`)
    expect(detail.body.data.description).toContain(`${feeTextValues().taxBurn} burned`)
  })

  it('pages: page and page_size split the list, total_count stays', async () => {
    const first = await get(t.app, '/v1/basic/notice/list?page=1&page_size=2', { lang: 'en-US' })
    const second = await get(t.app, '/v1/basic/notice/list?page=2&page_size=2', { lang: 'en-US' })
    const beyond = await get(t.app, '/v1/basic/notice/list?page=9&page_size=2', { lang: 'en-US' })
    expect(first.body.data.list).toHaveLength(2)
    expect(second.body.data.list).toHaveLength(1)
    expect(beyond.body.data).toEqual({ list: [], total_count: 3 })
    expect(first.body.data.total_count).toBe(3)
    const ids = [...first.body.data.list, ...second.body.data.list].map((n: { group_id: number }) => n.group_id)
    expect(new Set(ids).size).toBe(3)
    const bad = await get(t.app, '/v1/basic/notice/list?page=0&page_size=500')
    expect(bad.status).toBe(400)
    expect(bad.body.code).toBe(40000)
  })

  it('a notice missing the reader language falls back to zh-CN, then en-US', async () => {
    const onlyEn = await admin('/notice/add', {
      language: 'en-US',
      title: 'Maintenance window',
      description: '<p>Saturday 02:00 UTC</p>',
      author: 'Ops',
    })
    expect(onlyEn.status).toBe(200)
    const group = onlyEn.body.data.group_id
    const ko = await get(t.app, `/v1/basic/notice/detail?group_id=${group}`, { lang: 'ko-KR' })
    expect(ko.body.data).toMatchObject({ group_id: group, language: 'en-US', title: 'Maintenance window' })
    await admin('/notice/add', { group_id: group, language: 'zh-CN', title: '维护时间', description: '<p>周六</p>' })
    const koAgain = await get(t.app, `/v1/basic/notice/detail?group_id=${group}`, { lang: 'ko-KR' })
    expect(koAgain.body.data).toMatchObject({ language: 'zh-CN', title: '维护时间' })
    const en = await get(t.app, `/v1/basic/notice/detail?group_id=${group}`, { lang: 'en-US' })
    expect(en.body.data.language).toBe('en-US')
    const latest = await get(t.app, '/v1/basic/notice/latest', { lang: 'ja-JP' })
    expect(latest.body.data).toMatchObject({ group_id: group, language: 'zh-CN' })
    const byId = await get(t.app, `/v1/basic/notice/detail?id=${en.body.data.id}`, { lang: 'zh-CN' })
    expect(byId.body.data).toMatchObject({ id: en.body.data.id, language: 'en-US' })
    expect(byId.body.data.create_at).toBeGreaterThan(1_700_000_000)
    expect(byId.body.data.create_at).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000))
  })

  it('detail needs id or group_id; an unknown one is 404', async () => {
    expect((await get(t.app, '/v1/basic/notice/detail')).status).toBe(400)
    const missing = await get(t.app, '/v1/basic/notice/detail?group_id=99999', { lang: 'en-US' })
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual({ code: 40400, msg: 'Not found', data: null })
  })

  it('a withdrawn notice disappears from list, latest and detail, and can come back', async () => {
    const before = (await get(t.app, '/v1/basic/notice/list', { lang: 'en-US' })).body.data
    const newest = before.list[0]
    expect((await admin('/notice/withdraw', { group_id: newest.group_id })).body.data).toEqual({
      group_id: newest.group_id,
      status: 'withdrawn',
    })
    const after = (await get(t.app, '/v1/basic/notice/list', { lang: 'en-US' })).body.data
    expect(after.total_count).toBe(before.total_count - 1)
    expect(after.list.map((n: { group_id: number }) => n.group_id)).not.toContain(newest.group_id)
    expect((await get(t.app, '/v1/basic/notice/latest')).body.data.group_id).not.toBe(newest.group_id)
    expect((await get(t.app, `/v1/basic/notice/detail?group_id=${newest.group_id}`)).status).toBe(404)
    expect((await get(t.app, `/v1/basic/notice/detail?id=${newest.id}`)).status).toBe(404)
    await admin('/notice/publish', { group_id: newest.group_id })
    expect((await get(t.app, '/v1/basic/notice/list', { lang: 'en-US' })).body.data.total_count).toBe(
      before.total_count,
    )
  })
})
