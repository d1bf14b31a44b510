import { eq } from 'drizzle-orm'
import type { HDAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authNonces, users } from '../../src/db/schema'
import { BACKENDS } from '../helpers/backends'
import { get, post } from '../helpers/http'
import { accountOf, bind, signAction, signIn } from '../helpers/signIn'
import { createTestApp, type TestApp } from '../helpers/testApp'
import { anvilAccount } from '../helpers/wallets'

describe.each(BACKENDS)('user-center routes on %s', (backend) => {
  let t: TestApp
  // Fresh accounts per test keep the cases independent within one database.
  let next = 10
  const fresh = async () => {
    const account = anvilAccount(next++)
    const token = await signIn(t.app, account)
    const info = await accountOf(t.app, account, token)
    return { account, token, code: info.invite_code }
  }
  const usersSnapshot = async () =>
    (await t.db.handle.db.select().from(users).orderBy(users.id)).map((u) => ({ id: u.id, parentId: u.parentId }))

  beforeAll(async () => {
    t = await createTestApp(backend)
  })
  afterAll(async () => t?.close())

  it('binds a referrer with a signed request; get-account then shows the parent', async () => {
    const a = await fresh()
    const b = await fresh()
    const res = await bind(t.app, b.account, b.token, a.code)
    expect(res.status).toBe(200)
    expect(res.body.code).toBe(200)
    expect(res.body.data.parent_address).toBe(a.account.address)
    const info = await accountOf(t.app, b.account, b.token)
    expect(info.parent_id).toBeGreaterThan(0)
    expect(info.parent_address).toBe(a.account.address)
    expect((await accountOf(t.app, a.account, a.token)).parent_id).toBe(0)
  })

  it('matches an invite code typed in lower case', async () => {
    const a = await fresh()
    const b = await fresh()
    expect((await bind(t.app, b.account, b.token, a.code.toLowerCase())).status).toBe(200)
  })

  it('refuses a second bind with 409 and keeps the first parent', async () => {
    const a = await fresh()
    const b = await fresh()
    const c = await fresh()
    expect((await bind(t.app, c.account, c.token, a.code)).status).toBe(200)
    const before = await usersSnapshot()
    const again = await bind(t.app, c.account, c.token, b.code, 'en-US')
    expect(again.status).toBe(409)
    expect(again.body).toEqual({ code: 40900, msg: 'You already have a referrer', data: null })
    expect(await usersSnapshot()).toEqual(before)
    expect((await accountOf(t.app, c.account, c.token)).parent_address).toBe(a.account.address)
  })

  it('refuses binding one’s own code', async () => {
    const a = await fresh()
    const before = await usersSnapshot()
    const res = await bind(t.app, a.account, a.token, a.code)
    expect(res.status).toBe(400)
    expect(res.body.code).toBe(40002)
    expect(await usersSnapshot()).toEqual(before)
  })

  it('refuses an unknown code with 404, leaving the signed nonce unused', async () => {
    const a = await fresh()
    const before = await usersSnapshot()
    const signed = await signAction(t.app, a.account, a.token, 'bind', { invite_code: 'ZZZZ9999' })
    const res = await post(t.app, '/v1/user-center/bind', { invite_code: 'ZZZZ9999', ...signed }, { token: a.token })
    expect(res.status).toBe(404)
    expect(res.body.code).toBe(40401)
    expect(await usersSnapshot()).toEqual(before)
    const [nonce] = await t.db.handle.db.select().from(authNonces).where(eq(authNonces.nonce, signed.nonce))
    expect(nonce?.usedAt).toBeNull()
  })

  it('refuses a cycle: A invites B, B invites C, then A binding to C is refused', async () => {
    const a = await fresh()
    const b = await fresh()
    const c = await fresh()
    expect((await bind(t.app, b.account, b.token, a.code)).status).toBe(200)
    expect((await bind(t.app, c.account, c.token, b.code)).status).toBe(200)
    const before = await usersSnapshot()
    const res = await bind(t.app, a.account, a.token, c.code)
    expect(res.status).toBe(409)
    expect(res.body.code).toBe(40901)
    expect(await usersSnapshot()).toEqual(before)
    expect((await accountOf(t.app, a.account, a.token)).parent_id).toBe(0)
  })

  it('answers a replayed bind as the first time; its signature with other params is refused', async () => {
    const a = await fresh()
    const b = await fresh()
    const c = await fresh()
    const signed = await signAction(t.app, b.account, b.token, 'bind', { invite_code: a.code })
    const body = { invite_code: a.code, ...signed }
    const first = await post(t.app, '/v1/user-center/bind', body, { token: b.token })
    expect(first.status).toBe(200)
    const replay = await post(t.app, '/v1/user-center/bind', body, { token: b.token })
    expect(replay.body).toEqual(first.body)
    const otherParams = await post(t.app, '/v1/user-center/bind', { ...body, invite_code: c.code }, { token: b.token })
    expect(otherParams.status).toBe(401)
    expect(otherParams.body.code).toBe(40102)
    expect((await accountOf(t.app, b.account, b.token)).parent_address).toBe(a.account.address)
  })

  it('refuses a signature over other params or by another wallet', async () => {
    const a = await fresh()
    const b = await fresh()
    const c = await fresh()
    const forOther = await signAction(t.app, c.account, c.token, 'bind', { invite_code: b.code })
    const swapped = await post(t.app, '/v1/user-center/bind', { invite_code: a.code, ...forOther }, { token: c.token })
    expect(swapped.status).toBe(401)
    expect(swapped.body.code).toBe(40107)
    // c's nonce, signed by b: the signer is not the session's wallet
    const { nonce } = await signAction(t.app, c.account, c.token, 'bind', { invite_code: a.code })
    const { buildActionMessage } = await import('@phoswap/core/auth/actionMessage')
    const message = buildActionMessage({
      action: 'bind',
      address: c.account.address,
      chainId: 137,
      nonce,
      params: { invite_code: a.code },
    })
    const signature = await (b.account as HDAccount).signMessage({ message })
    const other = await post(
      t.app,
      '/v1/user-center/bind',
      { invite_code: a.code, nonce, signature },
      { token: c.token },
    )
    expect(other.status).toBe(401)
    expect((await accountOf(t.app, c.account, c.token)).parent_id).toBe(0)
  })

  it('refuses a nonce issued for another action', async () => {
    const a = await fresh()
    const b = await fresh()
    const res = await post(t.app, '/v1/auth/action-nonce', { action: 'withdraw' }, { token: b.token })
    const { buildActionMessage } = await import('@phoswap/core/auth/actionMessage')
    const nonce = res.body.data.nonce
    const message = buildActionMessage({
      action: 'bind',
      address: b.account.address,
      chainId: 137,
      nonce,
      params: { invite_code: a.code },
    })
    const signature = await b.account.signMessage({ message })
    const bound = await post(
      t.app,
      '/v1/user-center/bind',
      { invite_code: a.code, nonce, signature },
      { token: b.token },
    )
    expect(bound.status).toBe(401)
    expect(bound.body.code).toBe(40101)
  })

  it('needs a session and refuses unknown fields', async () => {
    const a = await fresh()
    const anonymous = await post(t.app, '/v1/user-center/bind', {
      invite_code: a.code,
      nonce: 'abcdefgh12',
      signature: `0x${'1'.repeat(130)}`,
    })
    expect(anonymous.status).toBe(401)
    const signed = await signAction(t.app, a.account, a.token, 'bind', { invite_code: 'ZZZZ9999' })
    const extra = await post(
      t.app,
      '/v1/user-center/bind',
      { invite_code: 'ZZZZ9999', ...signed, parent_id: 1 },
      { token: a.token },
    )
    expect(extra.status).toBe(400)
  })

  it('speaks the request’s language', async () => {
    const a = await fresh()
    const zh = await bind(t.app, a.account, a.token, a.code)
    const en = await bind(t.app, a.account, a.token, a.code, 'en-US')
    const ko = await bind(t.app, a.account, a.token, a.code, 'ko-KR')
    expect(zh.body.msg).toBe('不能绑定自己的邀请码')
    expect(en.body.msg).toBe('You cannot bind your own invite code')
    expect(ko.body.msg).toBe('자신의 초대 코드는 바인딩할 수 없습니다')
    expect(new Set([zh.body.code, en.body.code, ko.body.code])).toEqual(new Set([40002]))
  })

  it('lists invitees page by page', async () => {
    const a = await fresh()
    const invited = [await fresh(), await fresh(), await fresh()]
    for (const x of invited) expect((await bind(t.app, x.account, x.token, a.code)).status).toBe(200)
    const page1 = await get(t.app, '/v1/user-center/invitees?page=1&page_size=2', { token: a.token })
    expect(page1.status).toBe(200)
    expect(page1.body.data.total_count).toBe(3)
    expect(page1.body.data.list).toHaveLength(2)
    const page2 = await get(t.app, '/v1/user-center/invitees?page=2&page_size=2', { token: a.token })
    expect(page2.body.data.list).toHaveLength(1)
    const all = [...page1.body.data.list, ...page2.body.data.list].map((i: { address: string }) => i.address)
    expect(new Set(all)).toEqual(new Set(invited.map((x) => x.account.address)))
    expect((await get(t.app, '/v1/user-center/invitees?page=0', { token: a.token })).status).toBe(400)
    expect((await get(t.app, '/v1/user-center/invitees?page=1&sort=x', { token: a.token })).status).toBe(400)
    expect((await get(t.app, '/v1/user-center/invitees')).status).toBe(401)
  })
})
