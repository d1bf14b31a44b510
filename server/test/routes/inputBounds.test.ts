import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedContent } from '../../src/services/content/seedContent'
import { BACKENDS } from '../helpers/backends'
import { get, post } from '../helpers/http'
import { signIn } from '../helpers/signIn'
import { createTestApp, type TestApp } from '../helpers/testApp'
import { alice } from '../helpers/wallets'

const HUGE = ['9223372036854775808', '1e21', '1e308', '-1', '0', '1.5', 'NaN', 'Infinity']

/** Issue 16, findings 2 and 3: bad input is a 400 in the caller's language, never a 500; no type is converted. */
describe.each(BACKENDS)('input bounds on %s', (backend) => {
  let t: TestApp
  let token: string
  const admin = (url: string, body: object) => post(t.app, `/v1/admin${url}`, body, { token, lang: 'en-US' })

  beforeAll(async () => {
    t = await createTestApp(backend, { operatorAddresses: [alice.address.toLowerCase()] })
    await seedContent(t.db.handle.db)
    token = await signIn(t.app, alice)
  })
  afterAll(async () => t?.close())

  it.each(HUGE)('public and signed-in integers out of range (%s) are 400', async (n) => {
    const urls = [
      `/v1/basic/notice/list?page=${n}`,
      `/v1/basic/notice/list?page_size=${n}`,
      `/v1/basic/notice/detail?id=${n}`,
      `/v1/basic/notice/detail?group_id=${n}`,
      `/v1/index/quote?chain_id=${n}`,
      `/v1/user-center/invitees?page=${n}`,
      `/v1/admin/notice/list?page=${n}`,
    ]
    for (const url of urls) {
      const res = await get(t.app, url, { token, lang: 'en-US' })
      expect([res.status, res.body.code, url]).toEqual([400, 40000, url])
      expect(res.body.msg).toMatch(/^Invalid request/)
    }
  })

  it('admin edits with ids out of range are 400', async () => {
    const infinite = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/banner/remove',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"id": 1e400}',
    })
    expect(infinite.statusCode).toBe(400)
    for (const id of [2 ** 63, 1e21, 1e308, -1, 0]) {
      expect((await admin('/notice/edit', { id, title: 'x' })).status).toBe(400)
      expect((await admin('/notice/withdraw', { group_id: id })).status).toBe(400)
      expect((await admin('/banner/edit', { id, sort: 1 })).status).toBe(400)
      expect((await admin('/banner/remove', { id })).status).toBe(400)
    }
  })

  it('a NUL or other control character in any admin text field is 400', async () => {
    for (const bad of ['a\u0000b', 'a\u0007b', 'a\u001bb', 'a\u007fb']) {
      const cases: [string, object][] = [
        ['/notice/add', { language: 'en-US', title: bad, description: '<p>x</p>' }],
        ['/notice/add', { language: 'en-US', title: 't', description: `<p>${bad}</p>` }],
        ['/notice/add', { language: 'en-US', title: 't', description: '<p>x</p>', remark: bad }],
        ['/notice/add', { language: 'en-US', title: 't', description: '<p>x</p>', author: bad }],
        ['/banner/add', { image: `banners/${bad}.svg` }],
        ['/banner/add', { image: `https://img.example/${bad}.svg` }],
        ['/banner/add', { image: 'banners/a.svg', link: `https://x.example/${bad}` }],
        ['/banner/add', { image: 'banners/a.svg', link: `#/${bad}` }],
        ['/config/set', { key: 'image_domain', value: `https://img.example/${bad}x` }],
        ['/config/set', { key: 'image_domain', value: `https://img.example/x${bad}` }],
      ]
      for (const [url, body] of cases) {
        const res = await admin(url, body)
        expect([res.status, url, JSON.stringify(body)]).toEqual([400, url, JSON.stringify(body)])
      }
    }
    // Tabs and line breaks stay welcome in HTML.
    const ok = await admin('/notice/add', { language: 'en-US', title: 't', description: '<p>a</p>\n\t<p>b</p>\r\n' })
    expect(ok.status).toBe(200)
  })

  it('JSON bodies keep their types: a boolean is never an id, a number never a title', async () => {
    const list = await get(t.app, '/v1/admin/notice/list?page_size=100', { token })
    const before = list.body.data.list.map((n: { group_id: number; status: string }) => [n.group_id, n.status])
    for (const group_id of [true, '1', [1], { id: 1 }, null]) {
      const res = await admin('/notice/withdraw', { group_id })
      expect([res.status, JSON.stringify(group_id)]).toEqual([400, JSON.stringify(group_id)])
    }
    const after = await get(t.app, '/v1/admin/notice/list?page_size=100', { token })
    expect(after.body.data.list.map((n: { group_id: number; status: string }) => [n.group_id, n.status])).toEqual(
      before,
    )
    expect((await admin('/notice/add', { language: 'en-US', title: 12345, description: '<p>x</p>' })).status).toBe(400)
    expect((await admin('/banner/add', { image: 'banners/a.svg', active: 'false' })).status).toBe(400)
    expect((await admin('/banner/add', { image: 'banners/a.svg', sort: '5' })).status).toBe(400)
  })

  it('query strings still read numbers from text', async () => {
    const res = await get(t.app, '/v1/basic/notice/list?page=1&page_size=2')
    expect(res.status).toBe(200)
    expect(res.body.data.list).toHaveLength(2)
    expect((await get(t.app, '/v1/basic/notice/list?page=1&page=2')).status).toBe(400)
  })
})
