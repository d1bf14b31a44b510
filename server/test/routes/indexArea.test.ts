import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { settings } from '../../src/db/schema'
import { BACKENDS } from '../helpers/backends'
import { get, post } from '../helpers/http'
import { signIn } from '../helpers/signIn'
import { createTestApp, type TestApp } from '../helpers/testApp'
import { alice, bob } from '../helpers/wallets'

describe.each(BACKENDS)('index routes on %s', (backend) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(backend)
  })
  afterAll(async () => t?.close())

  it("config: chain ids, the local chain flag and this server's /images by default, whatever the Host header", async () => {
    const res = await get(t.app, '/v1/index/config', { headers: { host: 'evil.test' } })
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({
      image_domain: '/images',
      chain_ids: [66, 137, 56, 31337],
      default_chain_id: 66,
      local_chain: true,
      links: { chat: null, hash: null, partner_product: null, flywheel: null },
    })
  })

  it('config: the image domain comes from the settings table when set', async () => {
    await t.db.handle.db.insert(settings).values({ key: 'image_domain', value: 'https://img.example' })
    t.app.caches.content.clear()
    const res = await get(t.app, '/v1/index/config')
    expect(res.body.data.image_domain).toBe('https://img.example')
  })

  it('get-account: the signed-in user with an invite code and no parent', async () => {
    const token = await signIn(t.app, alice)
    const res = await post(t.app, '/v1/index/get-account', { address: alice.address.toLowerCase() }, { token })
    expect(res.status).toBe(200)
    expect(res.body.data.user_info).toEqual({
      address: alice.address,
      parent_id: 0,
      invite_code: expect.stringMatching(/^[2-9A-HJ-NP-Z]{8}$/),
      parent_address: null,
      is_genesis: false,
    })
    const again = await post(t.app, '/v1/index/get-account', { address: alice.address }, { token })
    expect(again.body.data.user_info.invite_code).toBe(res.body.data.user_info.invite_code)
  })

  it('get-account: a session used for another address gets 401', async () => {
    const token = await signIn(t.app, alice)
    const res = await post(t.app, '/v1/index/get-account', { address: bob.address }, { token, lang: 'en-US' })
    expect(res.status).toBe(401)
    expect(res.body.code).toBe(40108)
    expect(res.body.msg).toBe('The signed-in wallet does not match this address, please sign in again')
  })

  it('get-account: no session gets 401, in zh-CN by default', async () => {
    const res = await post(t.app, '/v1/index/get-account', { address: alice.address })
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ code: 40100, msg: '请先连接钱包并登录', data: null })
  })

  it('get-account: a malformed address gets 400', async () => {
    const token = await signIn(t.app, alice)
    const res = await post(t.app, '/v1/index/get-account', { address: '0xZZ' }, { token })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe(40000)
  })
})
