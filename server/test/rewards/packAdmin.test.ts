import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pledgeHolds } from '../../src/db/schema'
import { type DayPeriod, parseDay } from '../../src/jobs/period'
import { runJob } from '../../src/jobs/runJob'
import { payAssetPacksJob } from '../../src/programs/assetPacks/payAssetPacks'
import { SYSTEM, systemAccount, userAccount } from '../../src/services/ledger/accounts'
import { checkBooks } from '../../src/services/ledger/checkBooks'
import { BACKENDS } from '../helpers/backends'
import { get, post } from '../helpers/http'
import { fundFromSandbox, ledgerBalance } from '../helpers/ledger'
import { signAction, signedOperatorBody, signIn } from '../helpers/signIn'
import { createTestApp, type TestApp } from '../helpers/testApp'
import { alice, bob } from '../helpers/wallets'

const GDT = 6
const GDB = 8
const E18 = 10n ** 18n

function dayAfter(days: number): DayPeriod {
  return parseDay(new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10))!
}

interface Pack {
  id: number
  pledge_amount: string
  static_rate_ppm: number
  profit_rate_ppm: number
  out_amount: string
  active: boolean
  variant: string
}

describe.each(BACKENDS)('operator editing of asset-pack packages on %s', (backend) => {
  let t: TestApp
  let operator: string
  let user: string

  const db = () => t.db.handle.db
  /** An operator's change; new rates (add, set) are signed by the operator's wallet (op_pack_add, op_pack_set). */
  const admin = async (path: 'add' | 'set' | 'retire', body: object, lang = 'en-US') => {
    const action = path === 'add' ? 'op_pack_add' : path === 'set' ? 'op_pack_set' : null
    const sent = action ? await signedOperatorBody(t.app, alice, operator, action, body as never) : body
    return post(t.app, `/v1/admin/pack/${path}`, sent, { token: operator, lang })
  }
  const offered = async (base = '/v1/pledge') => (await get(t.app, `${base}/configs`)).body.data.list as Pack[]
  const pledge = async (configId: number) => {
    const signed = await signAction(t.app, bob, user, 'pledge', { config_id: String(configId) })
    return post(t.app, '/v1/pledge/do', { config_id: configId, ...signed }, { token: user, lang: 'en-US' })
  }

  beforeAll(async () => {
    t = await createTestApp(backend, { operatorAddresses: [alice.address.toLowerCase()] })
    operator = await signIn(t.app, alice)
    user = await signIn(t.app, bob)
    await fundFromSandbox(
      db(),
      `fund:pool:${backend}`,
      systemAccount(SYSTEM.pool('asset-pack-gdt'), GDT),
      10_000n * E18,
    )
    await fundFromSandbox(db(), `fund:bob:${backend}`, userAccount(bob.address, GDB), 1_000n * E18)
  }, 60_000)
  afterAll(async () => t?.close())

  it('refuses anonymous callers and non-operators', async () => {
    const calls: [string, string, object][] = [
      ['GET', '/v1/admin/pack/list', {}],
      ['POST', '/v1/admin/pack/add', { variant: 'gdt', pledge_amount: '1', static_rate_ppm: 1, profit_rate_ppm: 1 }],
      ['POST', '/v1/admin/pack/set', { id: 1, static_rate_ppm: 20_000 }],
      ['POST', '/v1/admin/pack/retire', { id: 1 }],
    ]
    for (const [method, url, payload] of calls) {
      const call = (token?: string) =>
        t.app.inject({
          method: method as 'GET' | 'POST',
          url,
          ...(method === 'POST' ? { payload } : {}),
          headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'show-language': 'en-US' },
        })
      expect((await call()).statusCode, url).toBe(401)
      const refused = await call(user)
      expect(refused.statusCode, url).toBe(403)
      expect(refused.json().msg).toBe('You are not allowed to do this')
    }
    const list = await get(t.app, '/v1/admin/pack/list?variant=gdt', { token: operator })
    expect(list.body.data.list.map((p: Pack) => p.static_rate_ppm)).toEqual([10_000, 10_000, 12_000, 15_000])
  })

  it('new rates without the operator wallet signature are refused and change nothing', async () => {
    const before = await offered()
    const pack = before[0]
    const calls: [string, object][] = [
      ['/v1/admin/pack/set', { id: pack!.id, static_rate_ppm: 20_000 }],
      ['/v1/admin/pack/add', { variant: 'gdt', pledge_amount: '1', static_rate_ppm: 1, profit_rate_ppm: 1 }],
    ]
    for (const [url, body] of calls) {
      const res = await post(t.app, url, body, { token: operator, lang: 'en-US' })
      expect(res.status, url).toBe(400)
      expect(res.body.msg, url).toBe('This change needs the operator wallet signature')
    }
    expect(await offered()).toEqual(before)
  })

  it('a pack bought before an edit keeps paying by its old terms; the edit shows in /pledge/configs', async () => {
    const small = (await offered()).find((c) => c.pledge_amount === (100n * E18).toString())!
    const bought = await pledge(small.id)
    expect(bought.status).toBe(200)
    expect(bought.body.data.out_amount).toBe((150n * E18).toString())

    // 1% a day and 1.5× become 2% a day and 2×.
    const set = await admin('set', { id: small.id, static_rate_ppm: 20_000, profit_rate_ppm: 2_000_000 })
    expect(set.status).toBe(200)
    expect(set.body.data).toMatchObject({ id: small.id, static_rate: '0.02', profit_rate: '2', active: true })
    const shown = (await offered()).find((c) => c.id === small.id)!
    expect(shown).toMatchObject({
      static_rate: '0.02',
      static_rate_ppm: 20_000,
      profit_rate: '2',
      out_amount: (200n * E18).toString(),
      expected_profit: (100n * E18).toString(),
      days: 100,
    })

    const before = await ledgerBalance(db(), bob.address, GDT)
    expect((await runJob(t.db.handle, payAssetPacksJob, dayAfter(1))).status).toBe('done')
    // Old terms: 1 GDT a day (1% of 100), output still 150.
    expect(await ledgerBalance(db(), bob.address, GDT)).toBe(before + E18)
    const [held] = await db().select().from(pledgeHolds).where(eq(pledgeHolds.id, bought.body.data.id))
    expect(held).toMatchObject({ staticRatePpm: 10_000, outAmount: (150n * E18).toString(), rewarded: E18.toString() })

    // A pack bought after the edit carries the new terms.
    const after = await pledge(small.id)
    expect(after.body.data.out_amount).toBe((200n * E18).toString())
    expect((await checkBooks(db())).ok).toBe(true)
  })

  it('adds a package that can be bought; sorts it by --sort', async () => {
    const added = await admin('add', {
      variant: 'gdt',
      pledge_amount: (50n * E18).toString(),
      static_rate_ppm: 5_000,
      profit_rate_ppm: 1_200_000,
      sort: 0,
    })
    expect(added.status).toBe(200)
    expect(added.body.data).toMatchObject({
      variant: 'gdt',
      static_rate: '0.005',
      profit_rate: '1.2',
      out_amount: (60n * E18).toString(),
      active: true,
    })
    const list = await offered()
    expect(list[0]!.id).toBe(added.body.data.id)
    expect(list).toHaveLength(5)
    expect((await offered('/v1/vgb-pledge')).map((c) => c.id)).not.toContain(added.body.data.id)
    expect((await pledge(added.body.data.id)).status).toBe(200)
  })

  it('a retired package is not listed and cannot be pledged or changed; its held packs keep paying', async () => {
    const small = (await offered()).find((c) => c.pledge_amount === (100n * E18).toString())!
    const retired = await admin('retire', { id: small.id })
    expect(retired.status).toBe(200)
    expect(retired.body.data).toMatchObject({ id: small.id, active: false })
    expect((await offered()).map((c) => c.id)).not.toContain(small.id)
    const all = await get(t.app, '/v1/admin/pack/list?variant=gdt', { token: operator })
    expect(all.body.data.list.find((p: Pack) => p.id === small.id)).toMatchObject({ active: false })

    const gdb = await ledgerBalance(db(), bob.address, GDB)
    const refused = await pledge(small.id)
    expect(refused.status).toBe(404)
    expect(refused.body.msg).toBe('This package is no longer offered and cannot be bought or changed')
    expect(await ledgerBalance(db(), bob.address, GDB)).toBe(gdb)
    const change = await admin('set', { id: small.id, static_rate_ppm: 30_000 })
    expect(change.status).toBe(404)
    expect(change.body.msg).toBe('This package is no longer offered and cannot be bought or changed')

    // Both packs bought from it keep paying their own terms, 1 (old) + 2 (new) GDT, and the added 50 pays 0.25.
    const before = await ledgerBalance(db(), bob.address, GDT)
    expect((await runJob(t.db.handle, payAssetPacksJob, dayAfter(2))).status).toBe('done')
    expect(await ledgerBalance(db(), bob.address, GDT)).toBe(before + 325n * 10n ** 16n)
  })

  it('refuses rates and amounts out of bounds with a clear message, in the caller’s language', async () => {
    const [pack] = await offered()
    const bad: object[] = [
      { id: pack!.id, static_rate_ppm: 0 },
      { id: pack!.id, static_rate_ppm: 1_000_001 },
      { id: pack!.id, profit_rate_ppm: 999_999 },
      { id: pack!.id, profit_rate_ppm: 100_000_001 },
    ]
    for (const body of bad) {
      const res = await admin('set', body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.msg).toContain('The daily rate must be above 0 and at most 100%')
    }
    const base = { variant: 'gdt', static_rate_ppm: 10_000, profit_rate_ppm: 1_500_000 }
    for (const pledge_amount of ['0', '-5', '1.5', 'abc', `1${'0'.repeat(31)}`]) {
      const res = await admin('add', { ...base, pledge_amount })
      expect(res.status, pledge_amount).toBe(400)
      expect(res.body.msg).toBe('The pledge amount must be a whole number of base units from 1 to 10^30')
    }
    // 10 base units at 1% pay nothing a day.
    expect((await admin('add', { ...base, pledge_amount: '10' })).body.code).toBe(40061)
    const zh = await admin('set', { id: pack!.id, static_rate_ppm: 0 }, 'zh-CN')
    expect(zh.body.msg).toContain('日收益率须大于 0')
    expect((await admin('set', { id: 999_999, static_rate_ppm: 10_000 })).status).toBe(404)
    expect((await admin('retire', { id: 999_999 })).status).toBe(404)
    expect((await offered())[0]).toMatchObject({ static_rate_ppm: pack!.static_rate_ppm })
  })
})
