import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { groups } from '../../src/db/schema'
import { parseDay } from '../../src/jobs/period'
import { runJob } from '../../src/jobs/runJob'
import { expireGroupsJob } from '../../src/programs/groups/expireGroups'
import { checkBooks } from '../../src/services/ledger/checkBooks'
import { BACKENDS } from '../helpers/backends'
import { get } from '../helpers/http'
import { ledgerBalance } from '../helpers/ledger'
import { signIn } from '../helpers/signIn'
import { createTestApp, type TestApp } from '../helpers/testApp'
import { anvilAccount } from '../helpers/wallets'
import { E18, fundUser, GDB, GDT, groupCalls, VGB, VGT } from './groupHelpers'

const users = Array.from({ length: 12 }, (_, i) => anvilAccount(200 + i))
const [leader, ...others] = users as [(typeof users)[0], ...typeof users]
const today = () => parseDay(new Date().toISOString().slice(0, 10))!

describe.each(BACKENDS)('group-buy markets on %s', (backend) => {
  let t: TestApp
  const tokens = new Map<string, string>()
  const db = () => t.db.handle.db
  const calls = () => groupCalls(t.app, tokens)
  const asUser = (a: (typeof users)[0]) => ({ token: tokens.get(a.address)!, lang: 'en-US' })
  const balance = (a: { address: string }, coin: number) => ledgerBalance(db(), a.address, coin)

  beforeAll(async () => {
    t = await createTestApp(backend)
    for (const a of users) tokens.set(a.address, await signIn(t.app, a))
  }, 120_000)
  afterAll(async () => t?.close())

  it('shows each market’s settings and the level table', async () => {
    const gg = await get(t.app, '/v1/gg/config')
    expect(gg.body.data).toEqual({
      variant: 'gg',
      group_size: 10,
      pay_gdt: (100n * E18).toString(),
      pay_vgt: (10n * E18).toString(),
      coupon_coin_key: 'GDB',
      coupon_price: (100n * E18).toString(),
      deadline_seconds: 86_400,
      level_times: [0, 3, 10, 30, 100, 300],
    })
    expect((await get(t.app, '/v1/vg/config')).body.data).toMatchObject({
      coupon_coin_key: 'VGB',
      pay_vgt: (100n * E18).toString(),
    })
  })

  it('buying a first coupon: zero, too little GDB, then a purchase that a retry does not repeat', async () => {
    const zero = await calls().buy(leader, 0)
    expect(zero.res.status).toBe(400)
    expect(zero.res.body.msg).toBe('Exchange quantity cannot be 0')
    const short = await calls().buy(leader, 2)
    expect(short.res.body.msg).toBe('GDB insufficient')
    await fundUser(db(), leader, 'coupons', { [GDB]: 350n * E18 })
    const bought = await calls().buy(leader, 3)
    expect(bought.res.status).toBe(200)
    expect(bought.res.body.data).toEqual({ amount: 3, cost: (300n * E18).toString(), coin_key: 'GDB', ticket_num: 3 })
    const again = await calls().buy(leader, 3, 'gg', bought.signed)
    expect(again.res.body.data).toEqual(bought.res.body.data)
    // The used nonce and signature under another amount: another request, refused; nothing moves.
    const other = await calls().buy(leader, 1, 'gg', bought.signed)
    expect(other.res.status).toBe(401)
    expect(other.res.body).toEqual({
      code: 40102,
      msg: 'This signature was already used, please sign again',
      data: null,
    })
    expect(await balance(leader, GDB)).toBe(50n * E18)
    expect(await ledgerBalance(db(), 'pool:group-coupons-gg', GDB)).toBe(300n * E18)
    const summary = await get(t.app, '/v1/gg/summary', asUser(leader))
    expect(summary.body.data).toEqual({ ticket_num: 3, shop_ticket_num: 0 })
    expect((await get(t.app, '/v1/vg/summary', asUser(leader))).body.data).toEqual({
      ticket_num: 0,
      shop_ticket_num: 0,
    })
  })

  it('exchange (spec direction): held leader coupons become GDB at the coupon value; zero, more than held refused', async () => {
    const zero = await calls().exchange(leader, 0)
    expect(zero.res.status).toBe(400)
    expect(zero.res.body.msg).toBe('Exchange quantity cannot be 0')
    const tooMany = await calls().exchange(leader, 4)
    expect(tooMany.res.status).toBe(400)
    expect(tooMany.res.body.msg).toBe('You hold fewer leader coupons than that')
    const none = await calls().exchange(others[0]!, 1)
    expect(none.res.body.msg).toBe('No leader coupon')
    expect(await balance(leader, GDB)).toBe(50n * E18)

    const done = await calls().exchange(leader, 1)
    expect(done.res.status).toBe(200)
    expect(done.res.body.data).toEqual({
      amount: 1,
      received: (100n * E18).toString(),
      coin_key: 'GDB',
      ticket_num: 2,
    })
    // A retry of the same request (a double click that reached the server twice) gets the first answer.
    const again = await calls().exchange(leader, 1, 'gg', done.signed)
    expect(again.res.body.data).toEqual(done.res.body.data)
    expect(await balance(leader, GDB)).toBe(150n * E18)
    expect(await ledgerBalance(db(), 'pool:group-coupons-gg', GDB)).toBe(200n * E18)
    expect((await get(t.app, '/v1/gg/summary', asUser(leader))).body.data.ticket_num).toBe(2)

    const bills = await get(t.app, '/v1/gg/bill-list?page=1&type=5', asUser(leader))
    expect(bills.body.data.list).toEqual([
      expect.objectContaining({
        behavior: 'group_coupon_exchange',
        behavior_txt: 'Leader coupons exchanged',
        amount: (100n * E18).toString(),
        coin_en: 'GDB',
        type: 5,
        type_txt: 'Income',
        ticket_id: null,
      }),
    ])
    expect((await checkBooks(db())).ok).toBe(true)
  })

  it('a start needs a coupon and the seat price; a refused start spends nothing', async () => {
    const noCoupon = await calls().initiate(others[0]!)
    expect(noCoupon.res.status).toBe(400)
    expect(noCoupon.res.body.msg).toBe('No leader coupon')
    const noGdt = await calls().initiate(leader)
    expect(noGdt.res.body.msg).toBe('GDT insufficient')
    await fundUser(db(), leader, 'seat', { [GDT]: 100n * E18 })
    expect((await calls().initiate(leader)).res.body.msg).toBe('VGT insufficient')
    expect((await get(t.app, '/v1/gg/summary', asUser(leader))).body.data.ticket_num).toBe(2)
  })

  it('ten seats fill a group: the 10th join settles it and every member sees success', async () => {
    await fundUser(db(), leader, 'seat-vgt', { [VGT]: 10n * E18 })
    const started = await calls().initiate(leader)
    expect(started.res.status).toBe(200)
    const group = started.res.body.data
    expect(group).toMatchObject({ join_num: 1, status: 0, status_txt: 'In progress', is_join: 1 })
    const retry = await calls().initiate(leader, 'gg', started.signed)
    expect(retry.res.body.data.id).toBe(group.id)
    expect((await get(t.app, '/v1/gg/summary', asUser(leader))).body.data.ticket_num).toBe(1)
    expect(await balance(leader, GDT)).toBe(0n)
    expect((await get(t.app, '/v1/gg/is-join', asUser(leader))).body.data).toEqual({ is_join: 1 })

    const seen = await get(t.app, '/v1/gg/market?page=1', asUser(others[0]!))
    expect(seen.body.data.list.map((g: { id: number }) => g.id)).toContain(group.id)
    const search = await get(t.app, `/v1/gg/market?ticket_id=${group.id}`, asUser(others[0]!))
    expect(search.body.data).toMatchObject({ total_count: 1, list: [{ id: group.id, join_num: 1, is_join: 0 }] })
    expect((await get(t.app, `/v1/vg/market?ticket_id=${group.id}`, asUser(leader))).body.data.total_count).toBe(0)

    const twice = await calls().join(leader, group.id)
    expect(twice.status).toBe(409)
    expect(twice.body.msg).toBe('You are already in this group')
    const poor = await calls().join(others[0]!, group.id)
    expect(poor.body.msg).toBe('GDT insufficient')

    for (const [i, a] of others.slice(0, 9).entries()) {
      await fundUser(db(), a, 'seat', { [GDT]: 100n * E18, [VGT]: 10n * E18 })
      const joined = await calls().join(a, group.id)
      expect(joined.status).toBe(200)
      expect(joined.body.data.join_num).toBe(i + 2)
    }
    const full = await calls().join(others[9]!, group.id)
    expect(full.status).toBe(409)
    expect(full.body.msg).toBe('This group is full; nothing was charged')

    for (const a of [leader, others[0]!, others[8]!]) {
      const list = await get(t.app, '/v1/gg/join-list?page=1', asUser(a))
      expect(list.body.data.list[0]).toMatchObject({
        ticket_id: group.id,
        join_num: 10,
        status: 1,
        status_txt: 'Success',
      })
      expect(list.body.data.list[0].is_leader).toBe(a === leader ? 1 : 0)
      expect((await get(t.app, '/v1/gg/level-info', asUser(a))).body.data).toEqual({
        user_level: { level: 0, max_level: 5, times: 1 },
        next_level: { times: 3 },
      })
    }
    expect((await get(t.app, '/v1/gg/summary', asUser(leader))).body.data).toEqual({
      ticket_num: 2,
      shop_ticket_num: 1,
    })
    expect((await get(t.app, '/v1/gg/summary', asUser(others[3]!))).body.data).toEqual({
      ticket_num: 0,
      shop_ticket_num: 1,
    })
    expect(await ledgerBalance(db(), 'pool:group-sales-gg', GDT)).toBe(1000n * E18)
    expect(await ledgerBalance(db(), `group-escrow:gg:${group.id}`, GDT)).toBe(0n)

    const bills = await get(t.app, '/v1/gg/bill-list?page=1&page_size=20', asUser(leader))
    expect(bills.body.data.total_count).toBe(4)
    expect(bills.body.data.list.map((b: { behavior_txt: string }) => b.behavior_txt)).toEqual([
      'Group started',
      'Group started',
      'Leader coupons exchanged',
      'Leader coupons bought',
    ])
    expect(bills.body.data.list[0]).toMatchObject({ ticket_id: group.id, type_txt: 'Expense', coin_en: 'VGT' })
    const coupons = await get(t.app, '/v1/gg/bill-list?page=1&page_size=20&type=3', asUser(leader))
    expect(coupons.body.data.list).toEqual([
      expect.objectContaining({ amount: (-300n * E18).toString(), coin_en: 'GDB', ticket_id: null }),
    ])
    expect((await checkBooks(db())).ok).toBe(true)
  })

  it('a group past its deadline refuses joins; the job fails it and refunds each seat once, the coupon stays spent', async () => {
    await fundUser(db(), leader, 'seat2', { [GDT]: 100n * E18, [VGT]: 10n * E18 })
    const started = await calls().initiate(leader)
    const id = started.res.body.data.id as number
    const joiner = others[9]!
    await fundUser(db(), joiner, 'seat2', { [GDT]: 100n * E18, [VGT]: 10n * E18 })
    expect((await calls().join(joiner, id)).status).toBe(200)
    await db()
      .update(groups)
      .set({ deadline: new Date(Date.now() - 1000) })
      .where(sql`${groups.id} = ${id}`)
    const late = await calls().join(others[0]!, id)
    expect(late.status).toBe(400)
    expect(late.body.msg).toBe('This group is past its deadline')

    const run = await runJob(t.db.handle, expireGroupsJob, today())
    expect(run.status).toBe('done')
    expect(await balance(joiner, GDT)).toBe(100n * E18)
    expect(await balance(leader, VGT)).toBe(10n * E18)
    expect((await runJob(t.db.handle, expireGroupsJob, today())).status).toBe('already_done')
    expect(await balance(joiner, GDT)).toBe(100n * E18)
    const list = await get(t.app, '/v1/gg/join-list?page=1', asUser(joiner))
    expect(list.body.data.list[0]).toMatchObject({ ticket_id: id, status: 2, status_txt: 'Failed, refunded' })
    expect((await calls().join(others[0]!, id)).body.msg).toBe('This group has ended')
    expect((await get(t.app, '/v1/gg/summary', asUser(leader))).body.data.ticket_num).toBe(1)
    const refunds = await get(t.app, '/v1/gg/bill-list?page=1&type=4', asUser(joiner))
    expect(refunds.body.data.list).toHaveLength(2)
    expect(refunds.body.data.list[0]).toMatchObject({ ticket_id: id, type_txt: 'Income' })
    expect((await checkBooks(db())).ok).toBe(true)
  })

  it('VG uses its own coupons, coin and phrases; an exchange the pool cannot pay moves nothing', async () => {
    const a = others[5]!
    await fundUser(db(), a, 'vg', { [VGB]: 100n * E18 })
    const bought = await calls().buy(a, 1, 'vg')
    expect(bought.res.body.data).toMatchObject({ amount: 1, coin_key: 'VGB', ticket_num: 1 })
    expect(await balance(a, VGB)).toBe(0n)
    const wrong = await calls().buy(a, 1, 'gg')
    expect(wrong.res.body.msg).toBe('GDB insufficient')
    const holds = await get(t.app, '/v1/vg/hold-list', asUser(a))
    expect(holds.body.data.list.map((h: { coin_key: string }) => h.coin_key)).toEqual(['GDT', 'VGT', 'VGB'])
    // The VG pool holds 100 VGB; a coupon worth more (the operator raised the value) cannot be paid now.
    const { setSetting } = await import('../../src/services/settings')
    await setSetting(db(), 'vg_coupon_price', (150n * E18).toString())
    const dry = await calls().exchange(a, 1, 'vg')
    expect(dry.res.status).toBe(409)
    expect(dry.res.body.msg).toBe('The coupon exchange pool cannot pay this now; your coupons were kept')
    expect((await get(t.app, '/v1/vg/summary', asUser(a))).body.data.ticket_num).toBe(1)
    expect(await balance(a, VGB)).toBe(0n)
    await setSetting(db(), 'vg_coupon_price', (100n * E18).toString())
    const paid = await calls().exchange(a, 1, 'vg')
    expect(paid.res.body.data).toEqual({ amount: 1, received: (100n * E18).toString(), coin_key: 'VGB', ticket_num: 0 })
    expect(await balance(a, VGB)).toBe(100n * E18)
    expect(await ledgerBalance(db(), 'pool:group-coupons-vg', VGB)).toBe(0n)
  })

  it('operator settings change the prices of new groups; a started group keeps its own', async () => {
    const { setSetting } = await import('../../src/services/settings')
    await setSetting(db(), 'vg_pay_gdt', '0')
    await setSetting(db(), 'vg_coupon_price', (5n * E18).toString())
    expect((await get(t.app, '/v1/vg/config')).body.data).toMatchObject({
      pay_gdt: '0',
      coupon_price: (5n * E18).toString(),
    })
    const a = others[5]!
    await fundUser(db(), a, 'vg-seat', { [VGT]: 100n * E18, [VGB]: 5n * E18 })
    expect((await calls().buy(a, 1, 'vg')).res.body.data).toMatchObject({ cost: (5n * E18).toString() })
    const started = await calls().initiate(a, 'vg')
    expect(started.res.body.data).toMatchObject({ pay_gdt: '0', pay_vgt: (100n * E18).toString() })
    await setSetting(db(), 'vg_pay_gdt', (10n * E18).toString())
    const market = await get(t.app, `/v1/vg/market?ticket_id=${started.res.body.data.id}`, asUser(a))
    expect(market.body.data.list[0].pay_gdt).toBe('0')
    expect((await checkBooks(db())).ok).toBe(true)
  })

  it('asks for a session', async () => {
    expect((await get(t.app, '/v1/gg/summary')).status).toBe(401)
  })
})
