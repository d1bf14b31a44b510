import { eq } from 'drizzle-orm'
import type { HDAccount } from 'viem/accounts'
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
import { accountOf, bind, signAction, signIn } from '../helpers/signIn'
import { createTestApp, type TestApp } from '../helpers/testApp'
import { alice, bob, carol } from '../helpers/wallets'

const GDT = 6
const GDB = 8
const E18 = 10n ** 18n

/** The UTC day `days` after today (packs bought today earn from tomorrow's settlement). */
function dayAfter(days: number): DayPeriod {
  const d = new Date(Date.now() + days * 86_400_000)
  return parseDay(d.toISOString().slice(0, 10))!
}

describe.each(BACKENDS)('asset packs on %s', (backend) => {
  let t: TestApp
  const tokens = new Map<string, string>()

  const db = () => t.db.handle.db
  const balance = (owner: string, coinId: number) => ledgerBalance(db(), owner, coinId)
  const fund = (account: string, coinId: number, amount: bigint, tag: string, system = false) =>
    fundFromSandbox(db(), `fund:${tag}`, system ? systemAccount(account, coinId) : userAccount(account, coinId), amount)
  const pledge = async (account: HDAccount, configId: number, path = '/v1/pledge/do', action = 'pledge' as const) => {
    const token = tokens.get(account.address)!
    const signed = await signAction(t.app, account, token, action, { config_id: String(configId) })
    return post(t.app, path, { config_id: configId, ...signed }, { token, lang: 'en-US' })
  }
  const configs = async (base = '/v1/pledge') =>
    (await get(t.app, `${base}/configs`)).body.data.list as { id: number; pledge_amount: string }[]

  beforeAll(async () => {
    t = await createTestApp(backend)
    for (const a of [alice, bob, carol]) tokens.set(a.address, await signIn(t.app, a))
    await fund(SYSTEM.pool('asset-pack-gdt'), GDT, 1_000_000n * E18, `pool:${backend}`, true)
  }, 60_000)
  afterAll(async () => t?.close())

  it('lists the packages with their rates, output, profit and days', async () => {
    const res = await get(t.app, '/v1/pledge/configs')
    expect(res.status).toBe(200)
    expect(res.body.data.total_count).toBe(4)
    expect(res.body.data.list[0]).toMatchObject({
      pledge_amount: (100n * E18).toString(),
      static_rate: '0.01',
      profit_rate: '1.5',
      out_amount: (150n * E18).toString(),
      expected_profit: (50n * E18).toString(),
      days: 150,
    })
    const vgt = await get(t.app, '/v1/vgb-pledge/configs')
    expect(vgt.body.data.list.map((c: { id: number }) => c.id)).not.toContain(res.body.data.list[0].id)
  })

  it('a pledge moves the package amount of GDB into the pool and opens a pack; is-buy says so', async () => {
    await fund(bob.address, GDB, 150n * E18, `bob:${backend}`)
    const token = tokens.get(bob.address)!
    expect((await get(t.app, '/v1/pledge/is-buy', { token })).body.data).toEqual({ is_buy: 0 })
    const [small] = await configs()
    const res = await pledge(bob, small!.id)
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ config_id: small!.id, rewarded: '0', out_amount: (150n * E18).toString() })
    const wallet = await get(t.app, '/v1/pledge/gdb-wallet', { token })
    expect(wallet.body.data).toEqual({ coin_id: GDB, coin_key: 'GDB', usable: (50n * E18).toString() })
    expect((await get(t.app, '/v1/pledge/is-buy', { token })).body.data).toEqual({ is_buy: 1 })
    expect((await get(t.app, '/v1/vgb-pledge/is-buy', { token })).body.data).toEqual({ is_buy: 0 })
    const held = await get(t.app, '/v1/pledge/hold-list?page=1', { token })
    expect(held.body.data.total_count).toBe(1)
    expect(held.body.data.list[0]).toMatchObject({ today_static_reward: '0', reward_day: null, status: 0 })
  })

  it('refuses a pledge above the usable GDB, an unknown package, another variant’s package and phrase; writes nothing', async () => {
    const token = tokens.get(bob.address)!
    const big = (await configs()).at(-1)!
    const short = await pledge(bob, big.id)
    expect(short.status).toBe(400)
    expect(short.body.msg).toBe('Insufficient balance')
    const unknown = await pledge(bob, 999_999)
    expect(unknown.status).toBe(404)
    expect(unknown.body.msg).toBe('This package does not exist or is no longer offered')
    const [vgtPackage] = await configs('/v1/vgb-pledge')
    expect((await pledge(bob, vgtPackage!.id)).status).toBe(404)
    const [small] = await configs()
    const wrongPhrase = await pledge(bob, small!.id, '/v1/vgb-pledge/do', 'pledge')
    expect(wrongPhrase.status).toBe(401)
    expect(await balance(bob.address, GDB)).toBe(50n * E18)
    expect((await get(t.app, '/v1/pledge/hold-list?page=1', { token })).body.data.total_count).toBe(1)
  })

  it('the day job pays static and the inviter’s dynamic share once a day, then closes the pack at its output', async () => {
    // carol binds under bob, then buys the 1000 package (1.2% a day): bob earns 10% of carol's static.
    const bobCode = (await accountOf(t.app, bob, tokens.get(bob.address)!)).invite_code
    expect((await bind(t.app, carol, tokens.get(carol.address)!, bobCode)).status).toBe(200)
    await fund(carol.address, GDB, 1000n * E18, `carol:${backend}`)
    const thousand = (await configs()).find((c) => c.pledge_amount === (1000n * E18).toString())!
    expect((await pledge(carol, thousand.id)).status).toBe(200)

    const bobBefore = await balance(bob.address, GDT)
    const carolBefore = await balance(carol.address, GDT)
    const first = await runJob(t.db.handle, payAssetPacksJob, dayAfter(1))
    expect(first.status).toBe('done')
    // bob: 1 static + 1.2 dynamic; carol: 12 static.
    expect(await balance(bob.address, GDT)).toBe(bobBefore + 22n * 10n ** 17n)
    expect(await balance(carol.address, GDT)).toBe(carolBefore + 12n * E18)
    const again = await runJob(t.db.handle, payAssetPacksJob, dayAfter(1))
    expect(again.status).toBe('already_done')
    expect(await balance(bob.address, GDT)).toBe(bobBefore + 22n * 10n ** 17n)
    const held = await get(t.app, '/v1/pledge/hold-list?page=1', { token: tokens.get(bob.address)! })
    expect(held.body.data.list[0]).toMatchObject({
      today_static_reward: E18.toString(),
      today_dynamic_reward: (12n * 10n ** 17n).toString(),
      rewarded: (22n * 10n ** 17n).toString(),
      reward_day: dayAfter(1).key,
    })

    // bob's pack (150 output at 2.2 a day) finishes on day 69 with exactly its output, then pays nothing.
    for (let day = 2; day <= 70; day++) await runJob(t.db.handle, payAssetPacksJob, dayAfter(day))
    const [pack] = await db().select().from(pledgeHolds).where(eq(pledgeHolds.address, bob.address.toLowerCase()))
    expect(pack).toMatchObject({ rewarded: (150n * E18).toString(), status: 1 })
    expect(await balance(bob.address, GDT)).toBe(bobBefore + 150n * E18)
    expect((await get(t.app, '/v1/pledge/is-buy', { token: tokens.get(bob.address)! })).body.data).toEqual({
      is_buy: 0,
    })
    expect((await checkBooks(db())).ok).toBe(true)
  }, 120_000)

  it('concurrent pledges never spend more GDB than the user holds', async () => {
    await fund(alice.address, GDB, 250n * E18, `alice:${backend}`)
    const [small] = await configs()
    const results = await Promise.all(Array.from({ length: 8 }, () => pledge(alice, small!.id)))
    expect(results.filter((r) => r.status === 200)).toHaveLength(2)
    expect(results.filter((r) => r.status === 400)).toHaveLength(6)
    expect(await balance(alice.address, GDB)).toBe(50n * E18)
    expect((await checkBooks(db())).ok).toBe(true)
  })
})
