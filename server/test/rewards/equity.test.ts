import { formatStarRequirements } from '@phoswap/core/rewards/starCards'
import { STAR_REQUIREMENTS } from '@phoswap/core/rewards/starLevel'
import { eq, like, sql } from 'drizzle-orm'
import { type Address, erc20Abi, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import { equityArrivals, ledgerEntries, starCards, users } from '../../src/db/schema'
import { parseDay } from '../../src/jobs/period'
import { jobsStartMinute } from '../../src/jobs/schedule'
import { STAR_GIFTS_POOL, STAR_THRESHOLDS_SETTING } from '../../src/programs/equity/starCards'
import { checkBooks } from '../../src/services/ledger/checkBooks'
import { getSetting, setSetting } from '../../src/services/settings'
import { markTvlRefresh } from '../../src/services/team/markRefresh'
import { refreshDueTvls } from '../../src/services/team/refreshTvls'
import type { App } from '../../src/types'
import { BACKENDS } from '../helpers/backends'
import { indexingConfig, startTestChain, type TestChain, waitFor } from '../helpers/chain'
import { get, post } from '../helpers/http'
import { fundFromSandbox, ledgerBalance } from '../helpers/ledger'
import { setConfig, signAction, signIn } from '../helpers/signIn'
import { openTestDb, type TestDb } from '../helpers/testDb'
import { alice, bob } from '../helpers/wallets'

const PHO = 3
const GDT = 6
const NEVER = (10n ** 39n).toString()

/** Thresholds where own TVL of 1 base unit reaches `level` and nothing reaches a higher one (operator setting). */
const thresholdsUpTo = (level: number) =>
  JSON.stringify(
    [1, 2, 3, 4, 5].map((l) => ({
      own_tvl: l <= level ? '1' : NEVER,
      team_tvl: '0',
      valid_direct: 0,
      team_valid: 0,
      lines: 0,
    })),
  )

let chain: TestChain
beforeAll(async () => {
  chain = await startTestChain()
}, 120_000)
afterAll(async () => chain?.stop())

describe.each(BACKENDS)('star cards and the equity pool on a real chain (%s)', (backend) => {
  let db: TestDb
  let app: App
  let token: string
  const today = () => parseDay(new Date().toISOString().slice(0, 10))!
  const sink = () => chain.deployment.equitySink as Address
  const sinkPho = () =>
    chain.client.readContract({
      address: chain.deployment.contracts.pho,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [sink()],
    })
  const arrivedInDb = async () => {
    const [row] = await db.handle.db
      .select({ sum: sql<string>`coalesce(sum(${equityArrivals.amount}), 0)::text` })
      .from(equityArrivals)
    return BigInt(row!.sum)
  }
  const level = async (address: string) => {
    const [row] = await db.handle.db
      .select({ level: starCards.level })
      .from(starCards)
      .innerJoin(users, eq(users.id, starCards.userId))
      .where(eq(users.address, address.toLowerCase()))
    return row?.level ?? 0
  }
  const settle = async (job: string) => {
    const outcome = await app.jobs.run(job, today())
    if (!outcome) throw new Error(`no job ${job}`)
    return outcome
  }

  beforeAll(async () => {
    db = await openTestDb(backend)
    app = await buildApp({
      config: { ...indexingConfig(chain), operatorAddresses: [alice.address.toLowerCase()] },
      db: db.handle,
    })
    await app.ready()
    token = await signIn(app, alice)
    // alice is the seed's deployer: her LP positions are real; the refresher's read gives her own TVL.
    await markTvlRefresh(db.handle.db, alice.address.toLowerCase())
    await refreshDueTvls(db.handle.db, app.chain)
    await fundFromSandbox(
      db.handle.db,
      `star-gifts-${backend}`,
      { owner: STAR_GIFTS_POOL, coinId: GDT, bucket: 'usable' },
      parseEther('100000'),
    )
  }, 120_000)
  afterAll(async () => {
    await app?.close()
    await db?.dispose()
  })

  it('the deployment names the equity sink the PHO token pays', async () => {
    const onChain = await chain.client.readContract({
      address: chain.deployment.contracts.pho,
      abi: [
        { type: 'function', name: 'equitySink', inputs: [], outputs: [{ type: 'address' }], stateMutability: 'view' },
      ],
      functionName: 'equitySink',
    })
    expect(onChain).toBe(sink())
  })

  it('the spec thresholds give alice no card; the operator lowers them and the level and gifts follow', async () => {
    await settle('star-cards')
    expect(await level(alice.address)).toBe(0)
    await setSetting(db.handle.db, STAR_THRESHOLDS_SETTING, thresholdsUpTo(3))
    const gdtBefore = await ledgerBalance(db.handle.db, alice.address, GDT)
    const { payStarGifts, refreshStarCards } = await import('../../src/programs/equity/starCards')
    await db.handle.db.transaction(async (tx) => {
      await refreshStarCards(tx, new Date())
      await payStarGifts(tx)
    })
    expect(await level(alice.address)).toBe(3)
    // levels 1, 2 and 3 each paid once: 1000 + 2000 + 5000 GDT
    expect((await ledgerBalance(db.handle.db, alice.address, GDT)) - gdtBefore).toBe(parseEther('8000'))

    // Downgrade to nothing, back to 3: nothing paid twice. Then 4: only level 4's 10000.
    for (const [setting, expected] of [
      [formatStarRequirements(STAR_REQUIREMENTS), 0],
      [thresholdsUpTo(3), 3],
      [thresholdsUpTo(4), 4],
    ] as const) {
      await setSetting(db.handle.db, STAR_THRESHOLDS_SETTING, setting)
      await db.handle.db.transaction(async (tx) => {
        await refreshStarCards(tx, new Date())
        await payStarGifts(tx)
      })
      expect(await level(alice.address)).toBe(expected)
    }
    expect((await ledgerBalance(db.handle.db, alice.address, GDT)) - gdtBefore).toBe(parseEther('18000'))
    const gifts = await db.handle.db
      .select({ key: ledgerEntries.key })
      .from(ledgerEntries)
      .where(like(ledgerEntries.key, `star-gift:${alice.address.toLowerCase()}:%`))
    expect(gifts.map((g) => g.key.split(':').pop()).sort()).toEqual(['1', '2', '3', '4'])
    const info = await get(app, '/v1/starcard/info', { token })
    expect(info.body).toMatchObject({ code: 200 })
    expect(info.body.data.star_card_level).toBe(4)
    expect(BigInt(info.body.data.self_tvl)).toBeGreaterThan(0n)
  })

  it('a dry gift pool refuses and pays nobody; the level still moves', async () => {
    await setSetting(db.handle.db, STAR_THRESHOLDS_SETTING, thresholdsUpTo(5))
    const { updateStarCards } = await import('../../src/programs/equity/starCards')
    // pool holds 100000 - 18000 = 82000 GDT >= 50000: paid; then nothing more is due
    await updateStarCards(db.handle.db)
    expect(await level(alice.address)).toBe(5)
    expect(await ledgerBalance(db.handle.db, STAR_GIFTS_POOL, GDT)).toBe(parseEther('32000'))
  })

  it('taxed PHO swaps reach the sink; the indexer measures each once; settle equity twice pays once', async () => {
    await setSetting(db.handle.db, STAR_THRESHOLDS_SETTING, thresholdsUpTo(2))
    const before = await sinkPho()
    // two buys of PHO: each pays the tax, 0.5% of it to the equity sink
    await chain.swap('USDT', 'PHO', '500')
    await chain.swap('USDT', 'PHO', '300')
    const arrivedOnChain = (await sinkPho()) - before
    expect(arrivedOnChain).toBeGreaterThan(0n)
    // everything the sink ever received since the deployment (the seed's swaps included) is indexed once
    await waitFor('arrivals indexed', async () => (await arrivedInDb()) === (await sinkPho()))

    const first = await settle('equity')
    expect(first.status).toBe('done')
    const result = (first as { result: Record<string, string | number> }).result
    const arrived = BigInt(result.arrived!)
    expect(arrived).toBe(await sinkPho())
    // alice alone holds a card, level 2: one fifth of the day's arrival, rounded down
    expect(BigInt(result.paid!)).toBe(arrived / 5n)
    expect(BigInt(result.paid!) + BigInt(result.leftover!)).toBe(arrived)

    const again = await settle('equity')
    expect(again.status).toBe('already_done')
    const dividends = await db.handle.db
      .select({ key: ledgerEntries.key })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.kind, 'equity_dividend'))
    expect(dividends).toHaveLength(1)

    const info = (await get(app, '/v1/starcard/info', { token })).body.data
    expect(info).toMatchObject({ star_card_level: 2, total_distribution: (arrived / 5n).toString() })
    expect(info.usable).toBe(info.total_distribution)
    const books = await checkBooks(db.handle.db)
    expect(books.ok).toBe(true)
  })

  it('claim moves the usable equity PHO into the reward wallet once; then nothing to claim (40033)', async () => {
    const usable = BigInt((await get(app, '/v1/starcard/info', { token })).body.data.usable)
    expect(usable).toBeGreaterThan(0n)
    const walletBefore = await ledgerBalance(db.handle.db, alice.address, PHO)
    const signed = await signAction(app, alice, token, 'equity_claim', {})
    const res = await post(app, '/v1/starcard/claim', signed, { token })
    expect(res.status).toBe(200)
    expect(res.body.data.claimed).toBe(usable.toString())
    expect(BigInt(res.body.data.wallet_usable)).toBe(walletBefore + usable)
    // the same request again gets the first answer and moves nothing
    expect((await post(app, '/v1/starcard/claim', signed, { token })).body).toEqual(res.body)
    const second = await post(app, '/v1/starcard/claim', await signAction(app, alice, token, 'equity_claim', {}), {
      token,
      lang: 'en-US',
    })
    expect(second.body).toMatchObject({ code: 40033, msg: 'Nothing to claim' })
    expect(await ledgerBalance(db.handle.db, alice.address, PHO)).toBe(walletBefore + usable)
    const info = (await get(app, '/v1/starcard/info', { token })).body.data
    expect(info).toMatchObject({ usable: '0', total_distribution: usable.toString() })
  })

  it('a user without a card sees zeros and cannot claim', async () => {
    const bobToken = await signIn(app, bob)
    const info = (await get(app, '/v1/starcard/info', { token: bobToken })).body.data
    expect(info).toMatchObject({ star_card_level: 0, total_distribution: '0', usable: '0' })
    const res = await post(app, '/v1/starcard/claim', await signAction(app, bob, bobToken, 'equity_claim', {}), {
      token: bobToken,
    })
    expect(res.body.code).toBe(40033)
  })

  it('the operator sets thresholds and the schedule through the admin API; a bad list is refused', async () => {
    // star_thresholds is a signed operator change (op_config_set); the others take the session alone.
    const set = (key: string, value: string) => setConfig(app, alice, token, key, value, 'en-US')
    expect((await set('star_thresholds', thresholdsUpTo(1))).status).toBe(200)
    expect(await getSetting(db.handle.db, STAR_THRESHOLDS_SETTING)).toBe(thresholdsUpTo(1))
    // the rules text reads the thresholds in force, without a session
    const rules = (await get(app, '/v1/starcard/rules')).body.data
    expect(rules.levels[0]).toEqual({ level: 1, own_tvl: '1', team_tvl: '0', valid_direct: 0, team_valid: 0, lines: 0 })
    expect(rules.levels[1].own_tvl).toBe(NEVER)
    // and the valid-address threshold the Mine rules name: 100 USDT until the operator changes it
    expect(rules.valid_tvl).toBe(parseEther('100').toString())
    expect((await set('team_valid_tvl', parseEther('250').toString())).status).toBe(200)
    expect((await get(app, '/v1/starcard/rules')).body.data.valid_tvl).toBe(parseEther('250').toString())
    expect((await set('team_valid_tvl', parseEther('100').toString())).status).toBe(200)
    const easierAbove = JSON.parse(thresholdsUpTo(5)) as { own_tvl: string }[]
    easierAbove[0]!.own_tvl = '5'
    const bad = await set('star_thresholds', JSON.stringify(easierAbove))
    expect(bad.body.code).toBe(40034)
    expect(await getSetting(db.handle.db, STAR_THRESHOLDS_SETTING)).toBe(thresholdsUpTo(1))
    expect((await set('jobs_start_minute', '30')).status).toBe(200)
    expect(await jobsStartMinute(db.handle.db)).toBe(30)
    expect((await set('jobs_start_minute', '1440')).status).toBe(400)
    const bobToken = await signIn(app, bob)
    expect(
      (await post(app, '/v1/admin/config/set', { key: 'jobs_start_minute', value: '5' }, { token: bobToken })).status,
    ).toBe(403)
    // The genesis address is told so: the side menu's invite box shows it its link without a referrer.
    const isGenesis = async () =>
      (await post(app, '/v1/index/get-account', { address: alice.address }, { token })).body.data.user_info.is_genesis
    expect(await isGenesis()).toBe(false)
    expect((await set('genesis_address', alice.address)).status).toBe(200)
    expect(await isGenesis()).toBe(true)
  })
})
