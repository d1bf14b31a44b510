import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { equityArrivals, routerSwaps, teamFacts, users } from '../../src/db/schema'
import { parseDay } from '../../src/jobs/period'
import { runJob } from '../../src/jobs/runJob'
import { EQUITY_POOL } from '../../src/programs/equity/equityArrivals'
import { settleEquityJob } from '../../src/programs/equity/settleEquity'
import { STAR_GIFTS_POOL, STAR_THRESHOLDS_SETTING } from '../../src/programs/equity/starCards'
import { starCardsJob } from '../../src/programs/equity/starCardsJob'
import { GDT_POOL } from '../../src/programs/gdt/gdtSettings'
import { payGdtRewardsJob } from '../../src/programs/gdt/payGdtRewards'
import { systemAccount } from '../../src/services/ledger/accounts'
import { setSetting } from '../../src/services/settings'
import { BACKENDS } from '../helpers/backends'
import { get } from '../helpers/http'
import { fundFromSandbox } from '../helpers/ledger'
import { bind, signIn } from '../helpers/signIn'
import { createTestApp, type TestApp } from '../helpers/testApp'
import { anvilAccount } from '../helpers/wallets'

const E18 = 10n ** 18n
// P (the genesis address) invites T; T trades: T's trade reward and P's share are business earnings; both hold a star
// card and take their equity dividends of the day's tax into their equity-card accounts.
const P = anvilAccount(51)
const T = anvilAccount(52)
const DAY = parseDay('2026-02-10')!

interface Bill {
  behavior: string
  entry_id: number
  explained: boolean
  usable_change_show: string
}

describe.each(BACKENDS)('the business and equity books explain themselves to their owners on %s', (backend) => {
  let t: TestApp
  const token = new Map<string, string>()
  const db = () => t.db.handle.db
  const as = (who: typeof P, lang = 'en-US') => ({ token: token.get(who.address)!, lang })
  const bills = async (who: typeof P, book?: string) => {
    const res = await get(t.app, `/v1/reward/record-list?page=1${book ? `&book=${book}` : ''}`, as(who))
    expect(res.status).toBe(200)
    return res.body.data.list as Bill[]
  }
  const explain = (who: typeof P, entry: number) => get(t.app, `/v1/reward/explain?entry_id=${entry}`, as(who))

  beforeAll(async () => {
    t = await createTestApp(backend, { genesisAddress: P.address.toLowerCase() })
    for (const a of [P, T]) token.set(a.address, await signIn(t.app, a))
    const code = (await get(t.app, '/v1/user-center/invite-info', as(P))).body.data.invite_code
    expect((await bind(t.app, T, token.get(T.address)!, code)).status).toBe(200)
    for (const pool of [...Object.values(GDT_POOL), STAR_GIFTS_POOL])
      await fundFromSandbox(db(), `books:${pool}:${backend}`, systemAccount(pool, 6), 10_000n * E18)
    const at = Math.floor(DAY.start.getTime() / 1000) + 3600
    await db()
      .insert(routerSwaps)
      .values({
        chainId: 31337,
        pair: '0x00000000000000000000000000000000000000aa',
        blockNumber: 10,
        blockHash: `0x${'b1'.repeat(32)}`,
        logIndex: 0,
        txHash: `0x${'a1'.repeat(32)}`,
        trader: T.address.toLowerCase(),
        usdtVolume: (2000n * E18).toString(),
        blockTime: at,
      })
    // Star 1 asks nothing: P and T each hold a card and each takes a part of the day's tax in an entry of its own.
    const star1Only = [1, 2, 3, 4, 5].map((l) => ({
      own_tvl: l === 1 ? '0' : '9'.repeat(40),
      team_tvl: '0',
      valid_direct: 0,
      team_valid: 0,
      lines: 0,
    }))
    await setSetting(db(), STAR_THRESHOLDS_SETTING, JSON.stringify(star1Only))
    for (const { id } of await db().select({ id: users.id }).from(users))
      await db().insert(teamFacts).values({ userId: id }).onConflictDoNothing()
    await db()
      .insert(equityArrivals)
      .values({
        chainId: 31337,
        txHash: `0x${'e1'.repeat(32)}`,
        logIndex: 0,
        blockNumber: 11,
        blockTime: new Date(at * 1000),
        amount: (500n * E18).toString(),
      })
    await fundFromSandbox(db(), `books:equity:${backend}`, systemAccount(EQUITY_POOL, 3), 500n * E18)
    for (const job of [payGdtRewardsJob, starCardsJob, settleEquityJob])
      expect((await runJob(t.db.handle, job, DAY)).status, job.name).toBe('done')
  }, 120_000)
  afterAll(async () => t?.close())

  it('record-list?book=business lists the trade and share rewards, each explained to its owner only', async () => {
    const [trade] = await bills(T, 'business')
    expect(trade).toMatchObject({ behavior: 'gdt_trade', explained: true })
    const [share] = await bills(P, 'business')
    expect(share).toMatchObject({ behavior: 'gdt_share', explained: true })
    // Not in the wallet's book: the business earnings are their own account.
    expect((await bills(T)).map((b) => b.behavior)).not.toContain('gdt_trade')
    const why = await explain(T, trade!.entry_id)
    expect(why.status).toBe(200)
    expect(why.body.data).toMatchObject({ kind: 'gdt_trade', rule: 'gdt.trade', job: 'gdt-rewards', period: DAY.key })
    expect(why.body.data.result[0].amount).toBe(trade!.usable_change_show)
    expect((await explain(P, share!.entry_id)).body.data).toMatchObject({ kind: 'gdt_share', rule: 'gdt.share' })
    // The inviter may not read the invitee's trade reward, nor the invitee the inviter's share.
    expect((await explain(P, trade!.entry_id)).status).toBe(404)
    expect((await explain(T, share!.entry_id)).status).toBe(404)
  })

  it('record-list?book=equity lists the equity dividend, explained to its card holder only', async () => {
    const equity = await bills(P, 'equity')
    expect(equity.map((b) => b.behavior)).toEqual(['equity_dividend'])
    const why = await explain(P, equity[0]!.entry_id)
    expect(why.body.data).toMatchObject({ kind: 'equity_dividend', rule: 'equity.split', job: 'equity' })
    expect(why.body.data.result[0]).toMatchObject({ coin_en: 'PHO', amount: equity[0]!.usable_change_show })
    const [own] = await bills(T, 'equity')
    expect(own).toMatchObject({ behavior: 'equity_dividend', explained: true })
    expect(own!.entry_id).not.toBe(equity[0]!.entry_id)
    expect((await explain(T, equity[0]!.entry_id)).status).toBe(404)
  })

  it('an unknown book is refused', async () => {
    const res = await get(t.app, '/v1/reward/record-list?page=1&book=escrow', as(P))
    expect(res.status).toBe(400)
  })
})
