import { ErrorCode } from '@phoswap/core/api/errorCodes'
import type { ActionFields } from '@phoswap/core/auth/actionFields'
import type { OperatorAction } from '@phoswap/core/auth/actions'
import { count, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminAudit } from '../../src/db/schema'
import { raiseAlert } from '../../src/services/console/alerts'
import { raiseHealthAlerts } from '../../src/services/console/healthAlerts'
import { forecast, raisePoolShortAlerts } from '../../src/services/console/pools'
import { SYSTEM, systemAccount, userAccount } from '../../src/services/ledger/accounts'
import { postEntry } from '../../src/services/ledger/postEntry'
import { BACKENDS } from '../helpers/backends'
import { get, post } from '../helpers/http'
import { signedOperatorBody, signIn } from '../helpers/signIn'
import { createTestApp, type TestApp } from '../helpers/testApp'
import { alice, bob, carol } from '../helpers/wallets'

const CHAIN = 137

describe.each(BACKENDS)('operator console API on %s', (backend) => {
  let t: TestApp
  let operator: string
  let user: string
  let coinId: number

  beforeAll(async () => {
    t = await createTestApp(backend, { operatorAddresses: [alice.address.toLowerCase()] })
    operator = await signIn(t.app, alice)
    user = await signIn(t.app, bob)
    const coins = await get(t.app, '/v1/admin/coins', { token: operator })
    coinId = coins.body.data.list[0].coin_id
  })
  afterAll(async () => t?.close())

  const auditCount = async () => Number((await t.app.db.select({ n: count() }).from(adminAudit))[0]!.n)
  const lastAudit = async () => (await get(t.app, '/v1/admin/audit?page_size=1', { token: operator })).body.data.list[0]

  /** What the web console's signedAction does, with the operator's wallet (`key` signs in alice's name). */
  const signed = <A extends OperatorAction>(action: A, fields: ActionFields<A>, key = alice) =>
    signedOperatorBody(t.app, alice, operator, action, fields, { chainId: CHAIN, signWith: key })

  const reads = [
    '/v1/admin/me',
    '/v1/admin/audit',
    '/v1/admin/ledger/latest',
    '/v1/admin/alerts',
    '/v1/admin/jobs/runs',
    '/v1/admin/jobs/runs/1/postings',
    '/v1/admin/jobs/forecast',
    '/v1/admin/pools',
    '/v1/admin/coins',
    '/v1/admin/config',
    `/v1/admin/users/${bob.address}`,
    `/v1/admin/users/${bob.address}/bills`,
  ]
  it.each(reads)('GET %s: 401 without a session, 403 for a user', async (url) => {
    expect((await get(t.app, url)).status).toBe(401)
    const refused = await get(t.app, url, { token: user })
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe(ErrorCode.forbidden)
  })

  it('POST alerts/:id/ack: 401 anonymous, 403 for a user, before the body or the id is looked at', async () => {
    expect((await post(t.app, '/v1/admin/alerts/1/ack', { note: 5 })).status).toBe(401)
    expect((await post(t.app, '/v1/admin/alerts/1/ack', { note: 5 }, { token: user })).status).toBe(403)
  })

  it('me names the operator', async () => {
    const res = await get(t.app, '/v1/admin/me', { token: operator })
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({ address: alice.address.toLowerCase() })
  })

  it('a change writes one audit row with before, after and the note; the log lists it newest first', async () => {
    const before = await auditCount()
    const set = await post(
      t.app,
      '/v1/admin/config/set',
      { key: 'jobs_start_minute', value: '20', note: 'later start' },
      { token: operator },
    )
    expect(set.status).toBe(200)
    await post(t.app, '/v1/admin/config/set', { key: 'jobs_start_minute', value: '30' }, { token: operator })
    expect(await auditCount()).toBe(before + 2)
    const log = await get(t.app, '/v1/admin/audit?action=config.set', { token: operator })
    const [newest, older] = log.body.data.list
    expect(newest).toMatchObject({
      operator: alice.address.toLowerCase(),
      action: 'config.set',
      target: 'config:jobs_start_minute',
      before: { value: '20' },
      after: { value: '30' },
      note: null,
      signed: false,
    })
    expect(older).toMatchObject({ before: { value: null }, after: { value: '20' }, note: 'later start' })
    // The settings list shows the value now in force.
    const config = await get(t.app, '/v1/admin/config', { token: operator })
    const item = config.body.data.list.find((i: { key: string }) => i.key === 'jobs_start_minute')
    expect(item).toMatchObject({ value: '30', default: '10', signed: false })
    expect(config.body.data.list.find((i: { key: string }) => i.key === 'star_thresholds').signed).toBe(true)
  })

  it('a refused or failed change writes no audit row', async () => {
    const before = await auditCount()
    // Unknown notice: 404, nothing written.
    expect((await post(t.app, '/v1/admin/notice/edit', { id: 99_999, title: 'x' }, { token: operator })).status).toBe(
      404,
    )
    // More than the operator holds: the entry is refused inside the audited transaction.
    const fund = await post(
      t.app,
      '/v1/admin/pool/fund',
      { pool: 'airdrop', coin_id: coinId, amount: '1000', key: 'too-much', note: 'try' },
      { token: operator },
    )
    expect(fund.body.code).toBe(ErrorCode.insufficient_balance)
    // A note that is not one short line.
    const bad = await post(t.app, '/v1/admin/team/rebuild', { note: 'x'.repeat(501) }, { token: operator })
    expect(bad.status).toBe(400)
    expect(await auditCount()).toBe(before)
  })

  it('the database refuses to change or delete an audit row', async () => {
    await post(t.app, '/v1/admin/team/rebuild', { note: 'rebuild' }, { token: operator })
    expect(await auditCount()).toBeGreaterThan(0)
    await expect(t.app.db.execute(sql`update admin_audit set note = 'rewritten'`)).rejects.toThrow()
    await expect(t.app.db.execute(sql`delete from admin_audit`)).rejects.toThrow()
    expect((await lastAudit()).note).toBe('rebuild')
  })

  it('a dangerous change without a signature, or with a wrong one, changes nothing and writes nothing', async () => {
    const coinsBefore = (await get(t.app, '/v1/admin/coins', { token: operator })).body.data.list
    const auditBefore = await auditCount()
    const none = await post(t.app, '/v1/admin/coin/fee', { coin_id: coinId, fee_rate_ppm: 2000 }, { token: operator })
    expect(none.status).toBe(400)
    expect(none.body.code).toBe(ErrorCode.operator_signature_required)
    // Signed for another fee than the one sent.
    const forged = { ...(await signed('op_coin_fee', { coin_id: coinId, fee_rate_ppm: 1 })), fee_rate_ppm: 2000 }
    const wrong = await post(t.app, '/v1/admin/coin/fee', forged, { token: operator })
    expect(wrong.body.code).toBe(ErrorCode.signature_invalid)
    // Signed by another key than the session's.
    const other = await signed('op_coin_fee', { coin_id: coinId, fee_rate_ppm: 2000 }, carol)
    expect((await post(t.app, '/v1/admin/coin/fee', other, { token: operator })).body.code).toBe(
      ErrorCode.signature_invalid,
    )
    // A star-threshold change is signed too.
    const stars = await post(
      t.app,
      '/v1/admin/config/set',
      { key: 'gdt_trade_rate_ppm', value: '5' },
      { token: operator },
    )
    expect(stars.body.code).toBe(ErrorCode.operator_signature_required)
    expect((await get(t.app, '/v1/admin/coins', { token: operator })).body.data.list).toEqual(coinsBefore)
    expect(await auditCount()).toBe(auditBefore)
  })

  it('a signed dangerous change goes through once, audited as signed with its (signed) note', async () => {
    const body = await signed('op_coin_fee', { coin_id: coinId, fee_rate_ppm: 2000, note: 'fee to 0.2 %' })
    const res = await post(t.app, '/v1/admin/coin/fee', body, { token: operator })
    expect(res.status).toBe(200)
    expect(res.body.data.fee_rate_ppm).toBe(2000)
    const row = await lastAudit()
    expect(row).toMatchObject({ action: 'coin.fee', target: `coin:${coinId}`, note: 'fee to 0.2 %', signed: true })
    expect(row.after.fee_rate_ppm).toBe(2000)
    // The same request again (a retry) answers the same and writes no second row.
    const rows = await auditCount()
    expect((await post(t.app, '/v1/admin/coin/fee', body, { token: operator })).status).toBe(200)
    expect(await auditCount()).toBe(rows)
    // The note is signed: another note with the same signature is refused.
    const swapped = await signed('op_coin_fee', { coin_id: coinId, fee_rate_ppm: 3000, note: 'a' })
    const res2 = await post(t.app, '/v1/admin/coin/fee', { ...swapped, note: 'b' }, { token: operator })
    expect(res2.body.code).toBe(ErrorCode.signature_invalid)
    const signedGdt = await signed('op_config_set', { key: 'gdt_trade_rate_ppm', value: '5' })
    expect((await post(t.app, '/v1/admin/config/set', signedGdt, { token: operator })).status).toBe(200)
  })

  it('a settle is recorded as a run and audited; a settled day again pays nothing and is logged too', async () => {
    const first = await post(
      t.app,
      '/v1/admin/settle',
      { job: 'purge-auth', period: '2026-01-05' },
      { token: operator },
    )
    expect(first.body.data.status).toBe('done')
    const again = await post(
      t.app,
      '/v1/admin/settle',
      { job: 'purge-auth', period: '2026-01-05', note: 'rerun' },
      { token: operator },
    )
    expect(again.body.data.status).toBe('already_done')
    expect(await lastAudit()).toMatchObject({
      action: 'job.settle',
      target: 'job:purge-auth:2026-01-05',
      note: 'rerun',
    })
    const runs = await get(t.app, '/v1/admin/jobs/runs?job=purge-auth&from=2026-01-05&to=2026-01-05', {
      token: operator,
    })
    expect(runs.body.data.list.map((r: { status: string }) => r.status)).toEqual(['already_done', 'done'])
    expect(runs.body.data.list[1]).toMatchObject({ trigger: alice.address.toLowerCase(), postings: 0, users_paid: 0 })
    expect(runs.body.data.jobs).toContain('purge-auth')
    const postings = await get(t.app, `/v1/admin/jobs/runs/${runs.body.data.list[1].id}/postings`, { token: operator })
    expect(postings.body.data).toEqual({ list: [], total_count: 0 })
    expect((await get(t.app, '/v1/admin/jobs/runs/999999/postings', { token: operator })).status).toBe(404)
    // The run stored a books check, shortly after its answer (the check runs in the background).
    const latest = async () => (await get(t.app, '/v1/admin/ledger/latest', { token: operator })).body.data
    await expect.poll(async () => (await latest()).trigger, { timeout: 30_000 }).toBe('settlement')
    expect(Array.isArray((await latest()).report.debts)).toBe(true)
  })

  it('alerts: raised once while open, acknowledged (audited), raised anew after', async () => {
    const db = t.app.db
    expect(await raiseAlert(db, { kind: 'rpc_down', chainId: 66, detail: {} })).toBe(true)
    expect(await raiseAlert(db, { kind: 'rpc_down', chainId: 66, detail: {} })).toBe(false)
    const report = {
      ready: false,
      db: true,
      chains: [{ chain_id: 66, rpc: false, head: null, indexed: null, lag: null }],
    }
    await raiseHealthAlerts(db, report, 100)
    const list = (await get(t.app, '/v1/admin/alerts', { token: operator })).body.data.list
    const open = list.filter((a: { kind: string; chain_id: number }) => a.kind === 'rpc_down' && a.chain_id === 66)
    expect(open).toHaveLength(1)
    expect(open[0]).toMatchObject({ seen: 3, acknowledged_at: null })
    const ack = await post(t.app, `/v1/admin/alerts/${open[0].id}/ack`, { note: 'RPC back' }, { token: operator })
    expect(ack.body.data).toMatchObject({ acknowledged_by: alice.address.toLowerCase() })
    expect(await lastAudit()).toMatchObject({ action: 'alert.ack', note: 'RPC back', target: `alert:${open[0].id}` })
    expect((await post(t.app, '/v1/admin/alerts/999999/ack', {}, { token: operator })).status).toBe(404)
    expect(await raiseAlert(db, { kind: 'rpc_down', chainId: 66, detail: {} })).toBe(true)
    const after = (await get(t.app, '/v1/admin/alerts', { token: operator })).body.data.list
    // Unacknowledged first.
    expect(after[0].acknowledged_at).toBeNull()
    expect(after.at(-1).acknowledged_at).not.toBeNull()
  })

  it('forecast: a pool holding less than its largest recent day of payouts is short, and raises pool_short once', async () => {
    const db = t.app.db
    const pool = SYSTEM.pool('airdrop')
    await postEntry(db, {
      key: 'test-console:fund',
      kind: 'pool_fund',
      lines: [
        { account: systemAccount('external:test', coinId), amount: -100n },
        { account: systemAccount(pool, coinId), amount: 100n },
      ],
    })
    await postEntry(db, {
      key: 'test-console:payout',
      kind: 'pool_fund',
      lines: [
        { account: systemAccount(pool, coinId), amount: -80n },
        { account: userAccount(bob.address, coinId), amount: 80n },
      ],
    })
    const res = await get(t.app, '/v1/admin/jobs/forecast', { token: operator })
    const item = res.body.data.list.find(
      (p: { pool: string; coin_id: number }) => p.pool === pool && p.coin_id === coinId,
    )
    expect(item).toMatchObject({ balance: '20', expected_tomorrow: '80', short: true, program: 'airdrop' })
    const pools = (await get(t.app, '/v1/admin/pools', { token: operator })).body.data.list
    expect(pools.find((p: { pool: string }) => p.pool === pool).coins).toContainEqual({
      coin_id: coinId,
      balance: '20',
    })
    const declared = t.app.programs.flatMap((p) => p.pools.map((x) => ({ account: x.account, program: p.name })))
    const data = await forecast(db, declared, new Date())
    expect(await raisePoolShortAlerts(db, data)).toBeGreaterThan(0)
    await raisePoolShortAlerts(db, data)
    const alerts = (await get(t.app, '/v1/admin/alerts?open=true', { token: operator })).body.data.list
    const short = alerts.filter((a: { kind: string; subject: string }) => a.kind === 'pool_short' && a.subject === pool)
    expect(short).toHaveLength(1)
    expect(short[0]).toMatchObject({ coin_id: coinId, detail: { balance: '20', expected_tomorrow: '80' }, seen: 2 })
  })

  it('user lookup: balances, bills, orders, seats, packs and team of an address', async () => {
    const res = await get(t.app, `/v1/admin/users/${bob.address}`, { token: operator })
    expect(res.status).toBe(200)
    const data = res.body.data
    expect(data).toMatchObject({ address: bob.address.toLowerCase(), registered: true })
    expect(data.balances).toContainEqual(
      expect.objectContaining({ coin_id: coinId, usable: '80', frozen: '0', debt: '0' }),
    )
    expect(data.bills.list[0]).toMatchObject({ key: 'test-console:payout', amount: '80', coin_id: coinId })
    expect(data.withdraw_orders).toEqual([])
    expect(data.group_seats).toEqual([])
    expect(data.packs).toEqual([])
    expect(data.team).toMatchObject({ referrer: null, direct_count: 0, star_level: 0 })
    const bills = await get(t.app, `/v1/admin/users/${bob.address}/bills?page=1&page_size=1`, { token: operator })
    expect(bills.body.data.total_count).toBeGreaterThanOrEqual(1)
    const unknown = await get(t.app, `/v1/admin/users/${carol.address}`, { token: operator })
    expect(unknown.body.data).toMatchObject({ registered: false, balances: [], withdraw_orders: [] })
    expect((await get(t.app, '/v1/admin/users/0x1234', { token: operator })).status).toBe(400)
  })
})
