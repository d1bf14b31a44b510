import { GROUP_STATUS } from '@phoswap/core/rewards/groupBuy'
import { eq, like } from 'drizzle-orm'
import type { HDAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { groupMembers, groups, ledgerEntries } from '../../src/db/schema'
import { failGroup } from '../../src/programs/groups/groupActions'
import { checkBooks } from '../../src/services/ledger/checkBooks'
import { POSTGRES_SKIP_REASON, POSTGRES_URL } from '../helpers/backends'
import { get, post } from '../helpers/http'
import { ledgerBalance } from '../helpers/ledger'
import { signAction, signIn } from '../helpers/signIn'
import { createTestApp, type TestApp } from '../helpers/testApp'
import { anvilAccount } from '../helpers/wallets'
import { E18, fundUser, GDB, GDT, groupCalls, VGT } from './groupHelpers'

// PGlite runs one connection, so races only show on a real PostgreSQL server.
if (!POSTGRES_URL) console.warn(`[group race tests] ${POSTGRES_SKIP_REASON}`)

const SEAT = { [GDT]: 100n * E18, [VGT]: 10n * E18 }

describe.skipIf(!POSTGRES_URL)('group-buy races on PostgreSQL', () => {
  let t: TestApp
  const tokens = new Map<string, string>()
  const db = () => t.db.handle.db
  const calls = () => groupCalls(t.app, tokens)
  const leader = anvilAccount(300)
  const nine = Array.from({ length: 9 }, (_, i) => anvilAccount(301 + i))
  const racers = Array.from({ length: 50 }, (_, i) => anvilAccount(320 + i))

  const signInAll = async (accounts: HDAccount[]) => {
    for (const a of accounts) tokens.set(a.address, await signIn(t.app, a))
  }
  const booksOk = async () => {
    const report = await checkBooks(db())
    expect(report.ok, JSON.stringify(report)).toBe(true)
  }
  /** A group started by `leader` with `seated` seats taken by `nine`. */
  const groupWith = async (seated: number) => {
    await fundUser(db(), leader, `start:${Math.random()}`, { [GDB]: 100n * E18, ...SEAT })
    expect((await calls().buy(leader, 1)).res.status).toBe(200)
    const started = await calls().initiate(leader)
    expect(started.res.status).toBe(200)
    const id = started.res.body.data.id as number
    for (const a of nine.slice(0, seated - 1)) {
      await fundUser(db(), a, `seat:${id}`, SEAT)
      expect((await calls().join(a, id)).status).toBe(200)
    }
    return id
  }

  beforeAll(async () => {
    t = await createTestApp('postgres')
    await signInAll([leader, ...nine, ...racers])
  }, 120_000)
  afterAll(async () => t?.close())

  it('50 users race for the last seat: one is seated, the others keep their money', async () => {
    const id = await groupWith(9)
    for (const a of racers) await fundUser(db(), a, 'race', SEAT)
    const signed = await Promise.all(
      racers.map((a) => signAction(t.app, a, tokens.get(a.address)!, 'gg_join', { ticket_id: String(id) })),
    )
    const results = await Promise.all(
      racers.map((a, i) =>
        post(t.app, '/v1/gg/join', { ticket_id: id, ...signed[i] }, { token: tokens.get(a.address)!, lang: 'en-US' }),
      ),
    )
    const winners = results.filter((r) => r.status === 200)
    expect(winners).toHaveLength(1)
    expect(results.filter((r) => r.status !== 200).every((r) => r.status === 409)).toBe(true)
    expect(new Set(results.filter((r) => r.status !== 200).map((r) => r.body.msg))).toEqual(
      new Set(['This group is full; nothing was charged']),
    )
    const [group] = await db().select().from(groups).where(eq(groups.id, id))
    expect(group).toMatchObject({ joinNum: 10, status: GROUP_STATUS.success })
    expect(await db().select().from(groupMembers).where(eq(groupMembers.groupId, id))).toHaveLength(10)
    let charged = 0
    for (const a of racers) {
      const gdt = await ledgerBalance(db(), a.address, GDT)
      const vgt = await ledgerBalance(db(), a.address, VGT)
      if (gdt === 0n && vgt === 0n) charged++
      else expect([gdt, vgt]).toEqual([SEAT[GDT], SEAT[VGT]])
    }
    expect(charged).toBe(1)
    // A retry of every request gets the first answer: the winner its group, nobody a second charge.
    const retried = await Promise.all(
      racers.map((a, i) =>
        post(t.app, '/v1/gg/join', { ticket_id: id, ...signed[i] }, { token: tokens.get(a.address)!, lang: 'en-US' }),
      ),
    )
    expect(retried.filter((r) => r.status === 200)).toHaveLength(1)
    expect(await ledgerBalance(db(), `group-escrow:gg:${id}`, GDT)).toBe(0n)
    await booksOk()
  }, 120_000)

  it('50 concurrent starts by one user with one coupon start one group', async () => {
    const a = racers[0]!
    await fundUser(db(), a, 'starts', { [GDB]: 100n * E18, ...SEAT, [GDT]: 5000n * E18, [VGT]: 500n * E18 })
    expect((await calls().buy(a, 1)).res.body.data.ticket_num).toBe(1)
    const token = tokens.get(a.address)!
    const signed = await Promise.all(Array.from({ length: 50 }, () => signAction(t.app, a, token, 'gg_initiate', {})))
    const before = await ledgerBalance(db(), a.address, GDT)
    const results = await Promise.all(signed.map((s) => post(t.app, '/v1/gg/initiate', s, { token, lang: 'en-US' })))
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    expect(new Set(results.filter((r) => r.status !== 200).map((r) => r.body.msg))).toEqual(
      new Set(['No leader coupon']),
    )
    const mine = await db().select().from(groups).where(eq(groups.leader, a.address.toLowerCase()))
    expect(mine).toHaveLength(1)
    expect(await ledgerBalance(db(), a.address, GDT)).toBe(before - SEAT[GDT])
    expect((await get(t.app, '/v1/gg/summary', { token })).body.data.ticket_num).toBe(0)
    await booksOk()
  }, 120_000)

  it('a double click on the coupon exchange exchanges once: twin requests and two signatures for one coupon', async () => {
    const a = racers[2]!
    const token = tokens.get(a.address)!
    await fundUser(db(), a, 'exchange-race', { [GDB]: 200n * E18 })
    expect((await calls().buy(a, 2)).res.body.data.ticket_num).toBe(2)
    // The same signed request sent twice at once (a double click that reached the server twice): one exchange.
    const once = await signAction(t.app, a, token, 'gg_exchange', { amount: '1' })
    const twins = await Promise.all(
      [0, 1].map(() => post(t.app, '/v1/gg/exchange-gdb', { amount: 1, ...once }, { token, lang: 'en-US' })),
    )
    expect(twins.map((r) => r.status)).toEqual([200, 200])
    expect(twins[1]!.body.data).toEqual(twins[0]!.body.data)
    expect(twins[0]!.body.data).toMatchObject({ amount: 1, received: (100n * E18).toString(), ticket_num: 1 })
    expect(await ledgerBalance(db(), a.address, GDB)).toBe(100n * E18)
    // Ten exchanges of the last coupon, each signed: the coupon is exchanged once, the rest are refused.
    const signed = await Promise.all(
      Array.from({ length: 10 }, () => signAction(t.app, a, token, 'gg_exchange', { amount: '1' })),
    )
    const results = await Promise.all(
      signed.map((s) => post(t.app, '/v1/gg/exchange-gdb', { amount: 1, ...s }, { token, lang: 'en-US' })),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    expect(new Set(results.filter((r) => r.status !== 200).map((r) => r.body.msg))).toEqual(
      new Set(['No leader coupon']),
    )
    expect(await ledgerBalance(db(), a.address, GDB)).toBe(200n * E18)
    expect((await get(t.app, '/v1/gg/summary', { token })).body.data.ticket_num).toBe(0)
    const exchanges = await db().select().from(ledgerEntries).where(like(ledgerEntries.key, 'gg:coupon-exchange:%'))
    expect(exchanges.filter((e) => e.kind === 'group_coupon_exchange')).toHaveLength(2)
    await booksOk()
  }, 120_000)

  it('the 10th join and the deadline sweep at the same moment resolve one way only', async () => {
    const tenth = racers[1]!
    const outcomes = new Set<number>()
    for (let round = 0; round < 8; round++) {
      const id = await groupWith(9)
      await fundUser(db(), tenth, `tenth:${id}`, SEAT)
      const gdtBefore = await ledgerBalance(db(), tenth.address, GDT)
      const signed = await signAction(t.app, tenth, tokens.get(tenth.address)!, 'gg_join', { ticket_id: String(id) })
      // Both are eligible: the join is before the deadline, the sweep is told the deadline has passed.
      const sweep = async () => {
        await new Promise((r) => setTimeout(r, Math.random() * 15))
        return db().transaction((tx) => failGroup(tx, id, new Date(Date.now() + 10 * 86_400_000)))
      }
      const [joined, refunded] = await Promise.all([
        post(t.app, '/v1/gg/join', { ticket_id: id, ...signed }, { token: tokens.get(tenth.address)!, lang: 'en-US' }),
        sweep(),
      ])
      const [group] = await db().select().from(groups).where(eq(groups.id, id))
      const entries = await db()
        .select()
        .from(ledgerEntries)
        .where(like(ledgerEntries.key, `gg:%:${id}%`))
      const kinds = entries.map((e) => e.kind)
      outcomes.add(group!.status)
      if (group!.status === GROUP_STATUS.success) {
        expect(joined.status).toBe(200)
        expect(refunded).toBe(0)
        expect(kinds.filter((k) => k === 'group_refund')).toHaveLength(0)
        expect(kinds.filter((k) => k === 'group_settle')).toHaveLength(1)
        expect(await ledgerBalance(db(), tenth.address, GDT)).toBe(gdtBefore - SEAT[GDT])
      } else {
        expect(group!.status).toBe(GROUP_STATUS.failed)
        expect(joined.status).toBe(409)
        expect(refunded).toBe(9)
        expect(kinds.filter((k) => k === 'group_refund')).toHaveLength(9)
        expect(kinds.filter((k) => k === 'group_settle')).toHaveLength(0)
        expect(await ledgerBalance(db(), tenth.address, GDT)).toBe(gdtBefore)
      }
      expect(await ledgerBalance(db(), `group-escrow:gg:${id}`, GDT)).toBe(0n)
      await booksOk()
    }
    console.info(`[group race] outcomes seen: ${[...outcomes].join(', ')}`)
    expect([...outcomes].every((s) => s === GROUP_STATUS.success || s === GROUP_STATUS.failed)).toBe(true)
  }, 180_000)
})
