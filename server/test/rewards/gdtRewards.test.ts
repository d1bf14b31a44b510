import { tradeRewards } from '@phoswap/core/rewards/gdtRewards'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ledgerEntries, routerSwapSettlement, routerSwaps, settlementRuns, starCards, users } from '../../src/db/schema'
import { type DayPeriod, parseDay } from '../../src/jobs/period'
import { runJob } from '../../src/jobs/runJob'
import { payStarGifts, STAR_GIFTS_POOL } from '../../src/programs/equity/starCards'
import { GDT_POOL } from '../../src/programs/gdt/gdtSettings'
import { payGdtRewardsJob } from '../../src/programs/gdt/payGdtRewards'
import { routerSwapsSource } from '../../src/programs/gdt/routerSwaps'
import { GENESIS } from '../../src/programs/genesis/grants'
import { systemAccount } from '../../src/services/ledger/accounts'
import { checkBooks } from '../../src/services/ledger/checkBooks'
import { BACKENDS } from '../helpers/backends'
import { get, post } from '../helpers/http'
import { fundFromSandbox, ledgerBalance } from '../helpers/ledger'
import { bind, setConfig, signAction, signIn } from '../helpers/signIn'
import { createTestApp, type TestApp } from '../helpers/testApp'
import { alice, anvilAccount } from '../helpers/wallets'

const GDT = 6
const VGT = 7
const E18 = 10n ** 18n
const inviter = anvilAccount(21)
const trader = anvilAccount(22)
const loner = anvilAccount(23)

const day = (text: string): DayPeriod => parseDay(text)!
const secondsIn = (period: DayPeriod, offset = 3600) => Math.floor(period.start.getTime() / 1000) + offset

describe.each(BACKENDS)('GDT reward sources on %s', (backend) => {
  let t: TestApp
  let operator: string
  const tokens = new Map<string, string>()
  let logIndex = 0
  const db = () => t.db.handle.db
  const frozen = (address: string) => ledgerBalance(db(), address, GDT, 'frozen')
  /** Trade and share rewards are business earnings: paid into `business:<address>`, not the wallet. */
  const business = (address: string) => ledgerBalance(db(), `business:${address.toLowerCase()}`, GDT)
  const fundPool = (pool: string, amount: bigint, tag: string, coin = GDT) =>
    fundFromSandbox(db(), `${pool}:${tag}:${backend}`, systemAccount(pool, coin), amount)
  /** A swap through the router as the indexer stores it. */
  const swap = (address: string, usdt: bigint, at: number) =>
    db()
      .insert(routerSwaps)
      .values({
        chainId: 31337,
        pair: '0x00000000000000000000000000000000000000aa',
        blockNumber: 100 + logIndex,
        blockHash: `0x${'1'.repeat(64)}`,
        logIndex: logIndex++,
        txHash: `0x${'2'.repeat(64)}`,
        trader: address.toLowerCase(),
        usdtVolume: usdt.toString(),
        blockTime: at,
      })
  const settle = (period: DayPeriod) => runJob(t.db.handle, payGdtRewardsJob, period)

  beforeAll(async () => {
    t = await createTestApp(backend, {
      genesisAddress: inviter.address.toLowerCase(),
      operatorAddresses: [alice.address.toLowerCase()],
    })
    operator = await signIn(t.app, alice)
    for (const a of [inviter, trader, loner]) tokens.set(a.address, await signIn(t.app, a))
    const code = (await get(t.app, '/v1/user-center/invite-info', { token: tokens.get(inviter.address) })).body.data
      .invite_code
    expect((await bind(t.app, trader, tokens.get(trader.address)!, code)).status).toBe(200)
  }, 60_000)
  afterAll(async () => t?.close())

  it('says plainly that nothing was paid before any trade', async () => {
    const res = await get(t.app, '/v1/union/reward-info', { token: tokens.get(trader.address) })
    expect(res.body).toMatchObject({
      code: 200,
      data: { token_id: GDT, total_reward: '0', trade_reward: '0', share_reward: '0', last_day: null },
    })
    expect(res.body.data.rules).toEqual({
      trade_rate_ppm: 1000,
      trade_daily_cap: (100n * E18).toString(),
      share_rate_ppm: 100000,
      mining_rate_ppm: 10000,
    })
  })

  it('a short pool stops the day with an operator-visible error and pays nothing; funded, the rerun pays once', async () => {
    const d1 = day('2026-03-01')
    await swap(trader.address, 1000n * E18, secondsIn(d1))
    await fundPool(GDT_POOL.trade, 1n * E18, 'first')
    // Trade needs 1 GDT (1000 USDT × 0.1%), the share pool is empty: the whole day is refused.
    const refused = await post(
      t.app,
      '/v1/admin/settle',
      { job: 'gdt-rewards', period: d1.key },
      { token: operator, lang: 'en-US' },
    )
    expect(refused.status).toBe(409)
    expect(refused.body.msg).toMatch(/reward pool cannot pay/)
    expect(await frozen(trader.address)).toBe(0n)
    expect(await db().select().from(settlementRuns).where(eq(settlementRuns.job, 'gdt-rewards'))).toEqual([])

    await fundPool(GDT_POOL.share, 1n * E18, 'first')
    const first = await settle(d1)
    expect(first).toMatchObject({
      status: 'done',
      result: { trade_paid: E18.toString(), share_paid: (E18 / 10n).toString() },
    })
    const again = await settle(d1)
    expect(again.status).toBe('already_done')
    expect(await business(trader.address)).toBe(E18)
    expect(await business(inviter.address)).toBe(E18 / 10n)
    expect(await frozen(trader.address)).toBe(0n)
    expect(await ledgerBalance(db(), GDT_POOL.trade, GDT)).toBe(0n)
  })

  it('the tab shows the trade and share rewards with the last day as addition', async () => {
    const mine = await get(t.app, '/v1/union/reward-info', { token: tokens.get(trader.address) })
    expect(mine.body.data).toMatchObject({
      total_reward: E18.toString(),
      trade_reward: E18.toString(),
      trade_addition: E18.toString(),
      share_reward: '0',
      last_day: '2026-03-01',
    })
    const business = await get(t.app, '/v1/business/summary', { token: tokens.get(inviter.address) })
    expect(business.body.data).toMatchObject({
      total_share_reward: (E18 / 10n).toString(),
      yesterday_share_reward: (E18 / 10n).toString(),
      total_buy_reward: '0',
      usable: (E18 / 10n).toString(),
    })
    // The business's usable is its own earnings, not the wallet's GDT.
    const buyer = await get(t.app, '/v1/business/summary', { token: tokens.get(trader.address) })
    expect(buyer.body.data).toMatchObject({ total_buy_reward: E18.toString(), usable: E18.toString() })
    // Routes no screen calls are gone (docs/decisions/30-bizmsg.md).
    for (const path of [
      '/reward/partner-rewards',
      '/reward/user-rewards',
      '/reward/markert-rewards',
      '/dex/llt/summary',
    ])
      expect((await get(t.app, `/v1${path}`, { token: tokens.get(trader.address) })).status).toBe(404)
    const up = await get(t.app, '/v1/union/reward-info', { token: tokens.get(inviter.address) })
    expect(up.body.data).toMatchObject({ share_reward: (E18 / 10n).toString(), share_addition: (E18 / 10n).toString() })
  })

  it('a swap indexed after its day was settled is paid by the next run, once; the addition moves to that day', async () => {
    await swap(trader.address, 500n * E18, secondsIn(day('2026-03-01'), 7200))
    await fundPool(GDT_POOL.trade, 10n * E18, 'second')
    await fundPool(GDT_POOL.share, 10n * E18, 'second')
    const d2 = await settle(day('2026-03-02'))
    expect(d2.status === 'done' && d2.result.trade_paid).toBe((E18 / 2n).toString())
    expect(await business(trader.address)).toBe(E18 + E18 / 2n)
    const d3 = await settle(day('2026-03-03'))
    expect(d3.status === 'done' && d3.result.swaps).toBe(0)
    const info = (await get(t.app, '/v1/union/reward-info', { token: tokens.get(trader.address) })).body.data
    expect(info).toMatchObject({
      trade_reward: (E18 + E18 / 2n).toString(),
      trade_addition: '0',
      last_day: '2026-03-03',
    })
  })

  it('a swap a reorg takes back before its day is settled is never paid: its open settlement row goes with it', async () => {
    const block = 100 + logIndex
    const [stored] = await swap(loner.address, 800n * E18, secondsIn(day('2026-03-10'))).returning({
      id: routerSwaps.id,
    })
    const settlementOf = (id: number) =>
      db().select().from(routerSwapSettlement).where(eq(routerSwapSettlement.swapId, id))
    expect(await settlementOf(stored!.id)).toMatchObject([{ settledDay: null }])
    await db().transaction((tx) => routerSwapsSource.rollback(tx, 31337, block - 1))
    expect(await settlementOf(stored!.id)).toEqual([])
    const run = await settle(day('2026-03-10'))
    expect(run.status === 'done' && run.result.swaps).toBe(0)
    expect(await business(loner.address)).toBe(0n)
  })

  it('the daily cap is an operator setting', async () => {
    // A signed operator change (op_config_set), as the console and the CLI send it.
    const set = await setConfig(t.app, alice, operator, 'gdt_trade_daily_cap', (E18 / 5n).toString())
    expect(set.status).toBe(200)
    await swap(loner.address, 1000n * E18, secondsIn(day('2026-03-04')))
    const run = await settle(day('2026-03-04'))
    expect(run.status === 'done' && run.result.trade_paid).toBe((E18 / 5n).toString())
    expect(await business(loner.address)).toBe(E18 / 5n)
    const restored = await setConfig(t.app, alice, operator, 'gdt_trade_daily_cap', (100n * E18).toString())
    expect(restored.status).toBe(200)
  })

  it('white-list grants are paid by the next run, once; the GdtReward page shows them and reward-out releases them', async () => {
    const grant = { program: 'white-list', address: loner.address, amount: (3n * E18).toString(), key: 'wl-1' }
    const first = await post(t.app, '/v1/admin/reward-grant', grant, { token: operator })
    expect(first.body.data).toMatchObject({ created: true, amount: (3n * E18).toString() })
    expect((await post(t.app, '/v1/admin/reward-grant', grant, { token: operator })).body.data.created).toBe(false)
    expect((await post(t.app, '/v1/admin/reward-grant', grant, { token: tokens.get(loner.address) })).status).toBe(403)
    await fundPool(GDT_POOL.whiteList, 3n * E18, 'wl')
    // A grant is paid by the first day that ends after it was made: today's, then nothing on the next.
    const today = day(new Date().toISOString().slice(0, 10))
    const tomorrow = day(new Date(Date.now() + 86_400_000).toISOString().slice(0, 10))
    await settle(day('2026-03-05'))
    expect(await frozen(loner.address)).toBe(0n)
    await settle(today)
    await settle(tomorrow)
    const token = tokens.get(loner.address)!
    const info = (await get(t.app, '/v1/gdt/info', { token })).body.data
    expect(info).toMatchObject({
      white_list_reward: (3n * E18).toString(),
      white_list_increment: '0',
      mining_reward: '0',
      star_card_reward: '0',
      claimable: (3n * E18).toString(),
      last_day: tomorrow.key,
    })
    const out = await post(t.app, '/v1/order/reward-out', { coin_id: GDT }, { token })
    expect(out.body.data).toMatchObject({ released: (3n * E18).toString() })
    // The trade reward stays business earnings: the GdtReward claim does not take it.
    expect(await business(loner.address)).toBe(E18 / 5n)
    expect((await get(t.app, '/v1/gdt/info', { token })).body.data.claimable).toBe('0')
  })

  it('star-card gifts show on the GdtReward page: the total paid and, by the gift’s day, the increment', async () => {
    const token = tokens.get(trader.address)!
    const before = (await get(t.app, '/v1/gdt/info', { token })).body.data
    expect(before).toMatchObject({ star_card_reward: '0', star_card_increment: '0' })
    const [user] = await db()
      .select({ id: users.id })
      .from(users)
      .where(eq(users.address, trader.address.toLowerCase()))
    await db().insert(starCards).values({ userId: user!.id, level: 2, qualifiedAt: new Date() })
    await fundPool(STAR_GIFTS_POOL, 3000n * E18, 'star')
    expect(await db().transaction((tx) => payStarGifts(tx))).toEqual({ gifts: 2, paid: 3000n * E18 })
    const after = (await get(t.app, '/v1/gdt/info', { token })).body.data
    // 1000 GDT for star 1 and 2000 for star 2, paid into usable: not part of what the claim releases
    expect(after).toMatchObject({ star_card_reward: (3000n * E18).toString(), claimable: before.claimable })
    expect(await ledgerBalance(db(), trader.address, GDT)).toBe(3000n * E18)
    // The increment is what was paid on the last settled day: move the star-2 gift onto it.
    const lastDay = after.last_day as string
    await db()
      .update(ledgerEntries)
      .set({ createdAt: new Date(`${lastDay}T12:00:00Z`) })
      .where(eq(ledgerEntries.key, `star-gift:${trader.address.toLowerCase()}:2`))
    const moved = (await get(t.app, '/v1/gdt/info', { token })).body.data
    expect(moved).toMatchObject({
      star_card_reward: (3000n * E18).toString(),
      star_card_increment: (2000n * E18).toString(),
    })
    expect(BigInt(moved.total_increment)).toBeGreaterThanOrEqual(2000n * E18)
  })

  it('a genesis card shows its grant, claims it into the wallet once (signed) and is 0 afterwards', async () => {
    const token = tokens.get(loner.address)!
    const info = () => get(t.app, '/v1/union/genesis-info?program=genesis-vgt', { token })
    expect((await info()).body.data).toEqual({ token_id: VGT, reward: '0', addition: '0', claimed: '0' })
    const signedEmpty = await signAction(t.app, loner, token, 'genesis_claim', { program: 'genesis-vgt' })
    const empty = await post(
      t.app,
      '/v1/union/genesis-claim',
      { program: 'genesis-vgt', ...signedEmpty },
      { token, lang: 'en-US' },
    )
    expect(empty.body).toMatchObject({ code: 40981, msg: 'There is no genesis reward to claim' })

    const grant = { program: 'genesis-vgt', address: loner.address, amount: (7n * E18).toString(), key: 'g-1' }
    await post(t.app, '/v1/admin/reward-grant', grant, { token: operator })
    expect((await info()).body.data).toMatchObject({ reward: (7n * E18).toString(), addition: (7n * E18).toString() })
    await fundPool(GENESIS['genesis-vgt'].pool, 7n * E18, 'g', VGT)
    const before = await ledgerBalance(db(), loner.address, VGT)
    const signed = await signAction(t.app, loner, token, 'genesis_claim', { program: 'genesis-vgt' })
    const claim = await post(t.app, '/v1/union/genesis-claim', { program: 'genesis-vgt', ...signed }, { token })
    expect(claim.body).toMatchObject({ code: 200, data: { coin_id: VGT, claimed: (7n * E18).toString() } })
    expect(await ledgerBalance(db(), loner.address, VGT)).toBe(before + 7n * E18)
    expect((await info()).body.data).toEqual({
      token_id: VGT,
      reward: '0',
      addition: '0',
      claimed: (7n * E18).toString(),
    })
    const replay = await post(t.app, '/v1/union/genesis-claim', { program: 'genesis-vgt', ...signed }, { token })
    expect(replay.body).toEqual(claim.body)
    expect(await ledgerBalance(db(), loner.address, VGT)).toBe(before + 7n * E18)
    const vgt = (await get(t.app, '/v1/union/vgt-info', { token })).body.data
    expect(vgt).toMatchObject({ token_id: VGT, total_reward: (7n * E18).toString(), trade_reward: '0' })
  })

  it('property: over random days the paid rewards never exceed what was funded into the pools', async () => {
    let seed = 7
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed % n
    }
    const poolsBefore =
      (await ledgerBalance(db(), GDT_POOL.trade, GDT)) + (await ledgerBalance(db(), GDT_POOL.share, GDT))
    let funded = poolsBefore
    let paid = 0n
    for (let i = 0; i < 12; i++) {
      const period = day(`2026-04-${String(i + 1).padStart(2, '0')}`)
      const trades = Array.from({ length: 1 + rand(3) }, () => ({
        address: [trader, loner, inviter][rand(3)]!.address,
        usdt: BigInt(rand(5000)) * E18,
      }))
      for (const tr of trades) await swap(tr.address, tr.usdt, secondsIn(period, rand(80_000)))
      const extra = BigInt(rand(4)) * E18
      if (extra > 0n) {
        await fundPool(GDT_POOL.trade, extra, `p${i}`)
        await fundPool(GDT_POOL.share, extra / 2n, `p${i}`)
        funded += extra + extra / 2n
      }
      const run = await settle(period).catch((error: { key?: string }) => error)
      if ('status' in run && run.status === 'done') {
        paid += BigInt(run.result.trade_paid!) + BigInt(run.result.share_paid!)
      } else {
        // Refused: nothing moved, the swaps wait for a funded day.
        expect((run as { key?: string }).key).toBe('gdt_pool_short')
      }
      const left = (await ledgerBalance(db(), GDT_POOL.trade, GDT)) + (await ledgerBalance(db(), GDT_POOL.share, GDT))
      expect(paid).toBeLessThanOrEqual(funded)
      expect(left).toBe(funded - paid)
      expect(left).toBeGreaterThanOrEqual(0n)
    }
    expect(tradeRewards([], { tradeRatePpm: 1, tradeDailyCap: 0n, shareRatePpm: 0, miningRatePpm: 0 }).size).toBe(0)
    const books = await checkBooks(db())
    expect(books.ok).toBe(true)
  })
})
