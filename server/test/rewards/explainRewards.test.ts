import { recomputeRule } from '@phoswap/core/rewards/explain'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  equityArrivals,
  farmHarvests,
  groupBackpacks,
  groups,
  ledgerEntries,
  pledgeHolds,
  rewardExplanations,
  rewardGrants,
  routerSwaps,
  teamFacts,
  users,
} from '../../src/db/schema'
import { rewardKinds } from '../../src/i18n/billKinds'
import { type DayPeriod, parseDay } from '../../src/jobs/period'
import { runJob } from '../../src/jobs/runJob'
import { AIRDROP_POOL, claimAirdrop, setAirdropReward } from '../../src/programs/airdrop/airdrop'
import { PACK_VARIANTS } from '../../src/programs/assetPacks/assetPacks'
import { payAssetPacksJob } from '../../src/programs/assetPacks/payAssetPacks'
import { EQUITY_POOL } from '../../src/programs/equity/equityArrivals'
import { settleEquityJob } from '../../src/programs/equity/settleEquity'
import { STAR_GIFTS_POOL, STAR_THRESHOLDS_SETTING } from '../../src/programs/equity/starCards'
import { starCardsJob } from '../../src/programs/equity/starCardsJob'
import { GDT_POOL, GDT_SETTING } from '../../src/programs/gdt/gdtSettings'
import { payGdtRewardsJob } from '../../src/programs/gdt/payGdtRewards'
import { claimGenesis, GENESIS } from '../../src/programs/genesis/grants'
import { expireGroupsJob } from '../../src/programs/groups/expireGroups'
import { joinGroup, startGroup } from '../../src/programs/groups/groupActions'
import { systemAccount, userAccount } from '../../src/services/ledger/accounts'
import { checkBooks } from '../../src/services/ledger/checkBooks'
import { postEntry } from '../../src/services/ledger/postEntry'
import { setSetting } from '../../src/services/settings'
import { BACKENDS } from '../helpers/backends'
import { get } from '../helpers/http'
import { fundFromSandbox } from '../helpers/ledger'
import { bind, signIn } from '../helpers/signIn'
import { createTestApp, type TestApp } from '../helpers/testApp'
import { alice, anvilAccount } from '../helpers/wallets'

const GDT = 6
const VGT = 7
const PHO = 3
const E18 = 10n ** 18n
// A (the genesis address) invites B, B invites C: A earns share and pack dynamic from both levels.
const A = anvilAccount(41)
const B = anvilAccount(42)
const C = anvilAccount(43)
const crowd = Array.from({ length: 10 }, (_, i) => anvilAccount(260 + i).address.toLowerCase())
const DAY = parseDay('2026-01-10')!
const NEXT = parseDay('2026-01-11')!
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`

interface Explained {
  entryId: number
  kind: string
  rule: string
  ruleVersion: number
  inputs: Record<string, unknown>
  result: { coin_id: number; amount: string }[]
}

describe.each(BACKENDS)('explainable rewards on %s', (backend) => {
  let t: TestApp
  const tokens = new Map<string, string>()
  const db = () => t.db.handle.db
  const fund = (account: ReturnType<typeof systemAccount>, amount: bigint, tag: string) =>
    fundFromSandbox(db(), `explain:${tag}:${backend}`, account, amount)
  const secondsIn = (period: DayPeriod, offset: number) => Math.floor(period.start.getTime() / 1000) + offset
  let log = 0
  const swap = (address: string, usdt: bigint, period: DayPeriod) =>
    db()
      .insert(routerSwaps)
      .values({
        chainId: 31337,
        pair: '0x00000000000000000000000000000000000000aa',
        blockNumber: 100 + log,
        blockHash: hash(9000 + log),
        logIndex: 0,
        txHash: hash(++log),
        trader: address.toLowerCase(),
        usdtVolume: usdt.toString(),
        blockTime: secondsIn(period, 3600 + log),
      })
  const explanations = async (): Promise<Explained[]> =>
    db()
      .select({
        entryId: rewardExplanations.entryId,
        kind: ledgerEntries.kind,
        rule: rewardExplanations.rule,
        ruleVersion: rewardExplanations.ruleVersion,
        inputs: rewardExplanations.inputs,
        result: rewardExplanations.result,
      })
      .from(rewardExplanations)
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, rewardExplanations.entryId))
      .orderBy(rewardExplanations.entryId)
  /** What an entry credited per coin, read from its postings. */
  const creditsOf = async (entryId: number) => {
    const rows = (await db().execute(
      sql`select a.coin_id, sum(p.amount)::text as amount from ledger_postings p join ledger_accounts a on a.id = p.account_id
        where p.entry_id = ${entryId} and p.amount > 0 group by a.coin_id order by a.coin_id`,
    )) as unknown as { rows: { coin_id: number; amount: string }[] }
    return rows.rows.map((r) => ({ coin_id: Number(r.coin_id), amount: BigInt(r.amount) }))
  }
  const userId = async (address: string) =>
    (await db().select({ id: users.id }).from(users).where(eq(users.address, address.toLowerCase())))[0]!.id

  beforeAll(async () => {
    t = await createTestApp(backend, {
      genesisAddress: A.address.toLowerCase(),
      operatorAddresses: [alice.address.toLowerCase()],
    })
    for (const a of [A, B, C]) tokens.set(a.address, await signIn(t.app, a))
    const codeOf = async (a: typeof A) =>
      (await get(t.app, '/v1/user-center/invite-info', { token: tokens.get(a.address) })).body.data.invite_code
    expect((await bind(t.app, B, tokens.get(B.address)!, await codeOf(A))).status).toBe(200)
    expect((await bind(t.app, C, tokens.get(C.address)!, await codeOf(B))).status).toBe(200)

    // GDT sources: B and C trade, B harvests, B has a white-list grant.
    for (const pool of Object.values(GDT_POOL)) await fund(systemAccount(pool, GDT), 10_000n * E18, pool)
    await swap(B.address, 1000n * E18, DAY)
    await swap(B.address, 250n * E18, DAY)
    await swap(C.address, 400n * E18, DAY)
    await db()
      .insert(farmHarvests)
      .values({
        chainId: 31337,
        farm: '0x00000000000000000000000000000000000000bb',
        pid: 0,
        user: B.address.toLowerCase(),
        amount: (300n * E18).toString(),
        blockNumber: 150,
        blockHash: hash(7777),
        logIndex: 1,
        txHash: hash(777),
        blockTime: secondsIn(DAY, 7200),
      })
    await db()
      .insert(rewardGrants)
      .values({
        program: 'white-list',
        address: B.address.toLowerCase(),
        amount: (20n * E18).toString(),
        key: 'wl-b',
        createdAt: new Date('2026-01-05T00:00:00Z'),
      })
    // Packs bought before the day: each pays static; A earns 10% of B's and 5% of C's as dynamic.
    await fund(systemAccount(PACK_VARIANTS.gdt.pool, GDT), 10_000n * E18, 'packs')
    for (const a of [A, B, C])
      await db()
        .insert(pledgeHolds)
        .values({
          variant: 'gdt',
          address: a.address.toLowerCase(),
          configId: 1,
          pledgeAmount: (100n * E18).toString(),
          staticRatePpm: 10_000,
          outAmount: (150n * E18).toString(),
          createdAt: new Date('2026-01-01T00:00:00Z'),
        })
    // Star cards: star 1 needs nothing here, so A, B and C hold one; the gift pool pays their gifts.
    await setSetting(
      db(),
      STAR_THRESHOLDS_SETTING,
      JSON.stringify(
        [1, 2, 3, 4, 5].map((l) => ({
          own_tvl: l === 1 ? '0' : '9'.repeat(40),
          team_tvl: '0',
          valid_direct: 0,
          team_valid: 0,
          lines: 0,
        })),
      ),
    )
    for (const a of [A, B, C])
      await db()
        .insert(teamFacts)
        .values({ userId: await userId(a.address) })
        .onConflictDoNothing()
    await fund(systemAccount(STAR_GIFTS_POOL, GDT), 10_000n * E18, 'gifts')
    // Equity: two tax arrivals on the day, shared by the star-1 holders.
    for (const [n, amount] of [
      [1, 1000n * E18],
      [2, 7n],
    ] as const) {
      await db()
        .insert(equityArrivals)
        .values({
          chainId: 31337,
          txHash: hash(500 + n),
          logIndex: 0,
          blockNumber: 200 + n,
          blockTime: new Date(DAY.start.getTime() + n * 3600_000),
          amount: amount.toString(),
        })
      await fund(systemAccount(EQUITY_POOL, PHO), amount, `equity-${n}`)
    }
  }, 120_000)
  afterAll(async () => t?.close())

  it('every reward kind posts with its record: the runs and actions that pay them', async () => {
    for (const job of [payGdtRewardsJob, payAssetPacksJob, starCardsJob, settleEquityJob]) {
      expect((await runJob(t.db.handle, job, DAY)).status, job.name).toBe('done')
    }
    // Genesis: a grant claimed by its holder.
    await db()
      .insert(rewardGrants)
      .values({ program: 'genesis-gdt', address: B.address.toLowerCase(), amount: (3n * E18).toString(), key: 'g-b' })
    await fund(systemAccount(GENESIS['genesis-gdt'].pool, GDT), 100n * E18, 'genesis')
    await db().transaction((tx) => claimGenesis(tx, B.address, 'genesis-gdt', DAY.key))
    // Airdrop: the day's offer claimed by a holder.
    const offer = await setAirdropReward(db(), { coinId: GDT, amount: '5', holdExamine: '1' })
    await fund(systemAccount(AIRDROP_POOL, GDT), 100n * E18, 'airdrop')
    await db().transaction((tx) =>
      claimAirdrop(tx, { address: B.address, rewardId: offer.id, held: 2n * E18, now: new Date() }),
    )
    // Groups: one fills (settled into the sales pool), one misses its deadline (refunded by the job).
    for (const a of crowd) await fund(userAccount(a, GDT), 200n * E18, `seat-gdt-${a}`)
    for (const a of crowd) await fund(userAccount(a, VGT), 20n * E18, `seat-vgt-${a}`)
    await db().insert(groupBackpacks).values({ address: crowd[0]!, variant: 'gg', ticketNum: 2 })
    const full = await db().transaction((tx) => startGroup(tx, 'gg', crowd[0]!, 'n-start-1'))
    for (const [i, a] of crowd.slice(1).entries())
      await db().transaction((tx) => joinGroup(tx, 'gg', a, full.id, `n-join-${i}`))
    const late = await db().transaction((tx) => startGroup(tx, 'gg', crowd[0]!, 'n-start-2'))
    await db().transaction((tx) => joinGroup(tx, 'gg', crowd[1]!, late.id, 'n-join-late'))
    await db()
      .update(groups)
      .set({ deadline: new Date(DAY.start.getTime() + 3600_000) })
      .where(eq(groups.id, late.id))
    expect((await runJob(t.db.handle, expireGroupsJob, DAY)).status).toBe('done')

    const kinds = new Set((await explanations()).map((e) => e.kind))
    expect([...kinds].sort()).toEqual([...rewardKinds()].sort())
    expect((await checkBooks(db())).ok).toBe(true)
  }, 120_000)

  it("every recorded posting recomputes with core's rule from its inputs to what it credited", async () => {
    const all = await explanations()
    expect(all.length).toBeGreaterThan(15)
    for (const e of all) {
      const recomputed = recomputeRule(e.rule, e.ruleVersion, e.inputs)
      const credited = await creditsOf(e.entryId)
      expect(recomputed, `${e.kind} ${e.entryId}`).toEqual(credited)
      expect(e.result, `${e.kind} ${e.entryId}`).toEqual(
        credited.map((c) => ({ coin_id: c.coin_id, amount: c.amount.toString() })),
      )
    }
    // A's pack: static 1 GDT plus 10% of B's and 5% of C's static (0.1 + 0.05 GDT).
    const packA = all.find((e) => e.kind === 'asset_pack_reward' && (e.inputs.invitees as unknown[]).length === 2)!
    expect(packA.result).toEqual([{ coin_id: GDT, amount: (E18 + E18 / 10n + E18 / 20n).toString() }])
    // B's trade reward: its two swaps, each with its transaction, at the rate and cap of the run.
    const tradeB = all.find(
      (e) =>
        e.kind === 'gdt_trade' &&
        (e.inputs.swaps as { usdt_volume: string }[]).some((s) => s.usdt_volume === (1000n * E18).toString()),
    )!
    expect(tradeB.inputs).toMatchObject({ rate_ppm: 1000, daily_cap: (100n * E18).toString() })
    expect((tradeB.inputs.swaps as { tx_hash: string }[]).map((s) => s.tx_hash)).toEqual([hash(1), hash(2)])
    expect(tradeB.result).toEqual([{ coin_id: GDT, amount: ((1250n * E18 * 1000n) / 1_000_000n).toString() }])
  })

  it('a later rate change leaves an earlier posting’s record as it was; the next run records the new rate', async () => {
    const before = (await explanations()).find((e) => e.kind === 'gdt_trade')!
    await setSetting(db(), GDT_SETTING.tradeRatePpm, '5000')
    const after = (await explanations()).find((e) => e.entryId === before.entryId)!
    expect(after).toEqual(before)
    expect(recomputeRule(after.rule, after.ruleVersion, after.inputs)).toEqual(await creditsOf(after.entryId))
    await swap(B.address, 100n * E18, NEXT)
    expect((await runJob(t.db.handle, payGdtRewardsJob, NEXT)).status).toBe('done')
    const next = (await explanations()).filter((e) => e.kind === 'gdt_trade').at(-1)!
    expect(next.entryId).not.toBe(before.entryId)
    expect(next.inputs.rate_ppm).toBe(5000)
    expect(next.result).toEqual([{ coin_id: GDT, amount: ((100n * E18 * 5000n) / 1_000_000n).toString() }])
  })

  it('GET /reward/explain answers the entry’s owner only; the record list marks the bills that explain themselves', async () => {
    const asB = { token: tokens.get(B.address)!, lang: 'en-US' }
    await fund(userAccount(B.address, GDT), E18, 'b-seed')
    const list = (await get(t.app, '/v1/reward/record-list?page=1&page_size=50', asB)).body.data.list as {
      behavior: string
      entry_id: number
      explained: boolean
    }[]
    const airdrop = list.find((r) => r.behavior === 'airdrop')!
    expect(airdrop.explained).toBe(true)
    expect(list.filter((r) => !r.explained).map((r) => r.behavior)).toEqual(['sandbox_seed'])
    expect(list.filter((r) => r.explained).map((r) => r.behavior)).toEqual(
      expect.arrayContaining(['airdrop', 'genesis_claim', 'star_gift', 'asset_pack_reward', 'gdt_mining']),
    )
    const res = await get(t.app, `/v1/reward/explain?entry_id=${airdrop.entry_id}`, asB)
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      entry_id: airdrop.entry_id,
      kind: 'airdrop',
      behavior_txt: 'Airdrop',
      job: null,
      rule: 'airdrop.claim',
      rule_version: 1,
      inputs: { hold_examine: E18.toString(), held: (2n * E18).toString(), amount: (5n * E18).toString() },
      result: [{ coin_id: GDT, coin_en: 'GDT', decimals: 18, amount: (5n * E18).toString() }],
    })
    // Trade rewards are B's business earnings (business:<address>): still B's to read.
    const trade = (await explanations()).find(
      (e) => e.kind === 'gdt_trade' && (e.inputs.swaps as { tx_hash: string }[])[0]!.tx_hash === hash(1),
    )!
    expect((await get(t.app, `/v1/reward/explain?entry_id=${trade.entryId}`, asB)).body.data.job).toBe('gdt-rewards')
    const asA = { token: tokens.get(A.address)!, lang: 'zh-CN' }
    const other = await get(t.app, `/v1/reward/explain?entry_id=${airdrop.entry_id}`, asA)
    expect(other.status).toBe(404)
    expect(other.body.msg).toBe('没有这笔账单的奖励说明')
    expect((await get(t.app, '/v1/reward/explain?entry_id=999999', asA)).status).toBe(404)
    expect((await get(t.app, '/v1/reward/explain?entry_id=abc', asA)).status).toBe(400)
    expect((await get(t.app, `/v1/reward/explain?entry_id=${airdrop.entry_id}`)).status).toBe(401)
  })

  it('a reward posting without its record, with another rule, or whose rule gives another amount is refused', async () => {
    const lines = [
      { account: systemAccount(AIRDROP_POOL, GDT), amount: -E18 },
      { account: userAccount(B.address, GDT), amount: E18 },
    ]
    const inputs = { coin_id: GDT, offer_id: 1, amount: E18.toString(), hold_examine: '0', held: '0', day: DAY.key }
    await expect(
      postEntry(db(), { key: 'test:no-why', kind: 'airdrop', lines } as unknown as Parameters<typeof postEntry>[1]),
    ).rejects.toThrow(/needs its explanation/)
    await expect(
      postEntry(db(), {
        key: 'test:wrong-rule',
        kind: 'airdrop',
        lines,
        explain: { rule: 'fixed.amount', job: null, period: DAY.key, inputs: { coin_id: GDT, amount: '1' } },
      }),
    ).rejects.toThrow(/explained by airdrop.claim/)
    await expect(
      postEntry(db(), {
        key: 'test:wrong-sum',
        kind: 'airdrop',
        lines,
        explain: { rule: 'airdrop.claim', job: null, period: DAY.key, inputs: { ...inputs, amount: '2' } },
      }),
    ).rejects.toThrow(/gives 6:2, the lines credit 6:1000000000000000000/)
    const keys = await db()
      .select({ key: ledgerEntries.key })
      .from(ledgerEntries)
      .where(sql`${ledgerEntries.key} like 'test:%-%'`)
    expect(keys.filter((k) => k.key.startsWith('test:no-why') || k.key.startsWith('test:wrong'))).toEqual([])
  })
})
