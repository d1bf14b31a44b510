import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { anvilAccounts, anvilPrivateKeys } from '@phoswap/contracts/accounts'
import { freePort } from '@phoswap/contracts/anvil'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runAdmin } from '../../src/cli/admin'
import { ledgerAccounts } from '../../src/db/schema'
import { SYSTEM, systemAccount, userAccount } from '../../src/services/ledger/accounts'
import { postEntry } from '../../src/services/ledger/postEntry'
import type { App } from '../../src/types'
import { type AdminServer, startAdminServer } from '../helpers/adminServer'
import { get } from '../helpers/http'

describe('npm run admin (CLI over the admin API, real sign-in)', () => {
  let server: AdminServer
  let app: App

  beforeAll(async () => {
    server = await startAdminServer()
    app = server.app
  })
  afterAll(async () => server?.close())

  const admin = (args: string[], key?: string | null) => server.admin(args, key)

  it('adds a notice in two languages, lists, withdraws it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'phoswap-cli-'))
    const file = join(dir, 'body.html')
    writeFileSync(file, '<p>Upgrade on <b>Friday</b></p><script>alert(1)</script>')
    const added = await admin([
      'notice',
      'add',
      '--lang',
      'en-US',
      '--title',
      'Upgrade',
      '--description-file',
      file,
      '--author',
      'Ops',
    ])
    expect(added.err).toBe('')
    expect(added.code).toBe(0)
    const notice = JSON.parse(added.out)
    expect(notice).toMatchObject({
      title: 'Upgrade',
      description: '<p>Upgrade on <b>Friday</b></p>',
      status: 'published',
    })
    const zh = await admin([
      'notice',
      'add',
      '--group',
      String(notice.group_id),
      '--lang',
      'zh-CN',
      '--title',
      '升级',
      '--description',
      '<p>周五升级</p>',
    ])
    expect(zh.code).toBe(0)
    const shown = await get(app, `/v1/basic/notice/detail?group_id=${notice.group_id}`, { lang: 'zh-CN' })
    expect(shown.body.data.title).toBe('升级')
    const list = await admin(['notice', 'list', '--page-size', '5'])
    expect(JSON.parse(list.out).total_count).toBe(2)
    expect((await admin(['notice', 'withdraw', '--group', String(notice.group_id)])).code).toBe(0)
    expect((await get(app, '/v1/basic/notice/list')).body.data.total_count).toBe(0)
  })

  it('banner add and config set image_domain', async () => {
    const banner = await admin([
      'banner',
      'add',
      '--image',
      'banners/launch.svg',
      '--link',
      '#/SwapIndex/Swap',
      '--sort',
      '5',
    ])
    expect(banner.code).toBe(0)
    expect(JSON.parse(banner.out)).toMatchObject({
      image: 'banners/launch.svg',
      sort: 5,
      active: true,
      language: 'all',
    })
    expect((await admin(['banner', 'edit', '--id', String(JSON.parse(banner.out).id), '--active', 'false'])).code).toBe(
      0,
    )
    expect((await get(app, '/v1/basic/banner/list')).body.data.total_count).toBe(0)
    const set = await admin(['config', 'set', 'image_domain', 'https://img.phoswap.example'])
    expect(set.code).toBe(0)
    expect((await get(app, '/v1/index/config')).body.data.image_domain).toBe('https://img.phoswap.example')
  })

  it("config set link_chat names the side menu's chat site; '' hides it again", async () => {
    expect((await admin(['config', 'set', 'link_chat', 'https://t.me/phoswap'])).code).toBe(0)
    expect((await get(app, '/v1/index/config')).body.data.links.chat).toBe('https://t.me/phoswap')
    expect((await admin(['config', 'set', 'link_chat', ''])).code).toBe(0)
    expect((await get(app, '/v1/index/config')).body.data.links.chat).toBeNull()
    expect((await admin(['config', 'set', 'image_domain', ''])).err).toContain('--value is required')
  })

  it('a key without the operator role is refused with the server message', async () => {
    const res = await admin(['banner', 'list'], anvilPrivateKeys[1])
    expect(res.code).toBe(1)
    expect(res.err).toContain('403 You are not allowed to do this')
  })

  it('explains usage problems with exit code 2', async () => {
    const noKey = await admin(['banner', 'list'], null)
    expect(noKey.code).toBe(2)
    expect(noKey.err).toContain('OPERATOR_PRIVATE_KEY is not set')
    const unknown = await admin(['notice', 'delete'])
    expect(unknown.code).toBe(2)
    expect(unknown.err).toContain('unknown command "notice delete"')
    expect(unknown.err).toContain('Usage: npm run admin')
    const missing = await admin(['notice', 'add', '--lang', 'en-US'])
    expect(missing.err).toContain('--title is required')
    const bad = await admin(['banner', 'remove', '--id', 'x'])
    expect(bad.err).toContain('--id must be a whole number')
    // the settings the CLI names are the API schema's: every area's keys, none forgotten
    const setting = await admin(['config', 'set', 'no_such_setting', '1'])
    expect(setting.code).toBe(2)
    for (const key of [
      'image_domain',
      'gg_pay_gdt',
      'vg_deadline_seconds',
      'star_thresholds',
      'gdt_trade_daily_cap',
      'link_chat',
      'link_partner_product',
    ])
      expect(setting.err).toContain(key)
  })

  it('says when the server cannot be reached', async () => {
    const out: string[] = []
    const code = await runAdmin(
      ['--url', `http://127.0.0.1:${await freePort()}`, 'banner', 'list'],
      { OPERATOR_PRIVATE_KEY: anvilPrivateKeys[0] },
      {
        out: (s) => out.push(s),
        err: (s) => out.push(s),
        fetch: globalThis.fetch,
      },
    )
    expect(code).toBe(1)
    expect(out.join('')).toContain('Is the server running?')
  })
})

describe('npm run admin -- ledger check', () => {
  let server: AdminServer
  beforeAll(async () => {
    server = await startAdminServer()
  })
  afterAll(async () => server?.close())

  it('passes on good books and exits 1 when a cached balance is tampered with', async () => {
    const db = server.db.handle.db
    const user = `0x${'d'.repeat(40)}`
    await postEntry(db, {
      key: 'cli:fund',
      kind: 'sandbox_seed',
      lines: [
        { account: systemAccount(SYSTEM.sandboxFunding, 6), amount: -50n },
        { account: userAccount(user, 6), amount: 50n },
      ],
    })
    const good = await server.admin(['ledger', 'check'])
    expect(good.err).toBe('')
    expect(good.code).toBe(0)
    expect(JSON.parse(good.out)).toMatchObject({ ok: true, accounts: 2, entries: 1, postings: 2 })

    await db.update(ledgerAccounts).set({ balance: '51' }).where(eq(ledgerAccounts.owner, user))
    const bad = await server.admin(['ledger', 'check'])
    expect(bad.code).toBe(1)
    expect(bad.err).toContain('ledger check found differences')
    expect(JSON.parse(bad.out)).toMatchObject({
      ok: false,
      mismatch_count: 1,
      balance_mismatches: [{ owner: user, coin_id: 6, bucket: 'usable', cached: '51', posted: '50' }],
    })
  })

  it('exits 1 while an account is in debt, naming it, the amount and the entry that made it', async () => {
    const db = server.db.handle.db
    // Put the tampered balance of the test above back first.
    await db
      .update(ledgerAccounts)
      .set({ balance: '50' })
      .where(eq(ledgerAccounts.owner, `0x${'d'.repeat(40)}`))
    const user = `0x${'e'.repeat(40)}`
    await postEntry(db, {
      key: 'reversal:deposit:31337:0xabc:0',
      kind: 'chain_reversal',
      lines: [
        { account: userAccount(user, 1, 'debt'), amount: -40n },
        { account: systemAccount(SYSTEM.chain(31337), 1), amount: 40n },
      ],
    })
    const bad = await server.admin(['ledger', 'check'])
    expect(bad.code).toBe(1)
    expect(JSON.parse(bad.out)).toMatchObject({
      ok: false,
      debt_count: 1,
      debts: [
        {
          owner: user,
          coin_id: 1,
          debt: '40',
          causes: [{ entry_key: 'reversal:deposit:31337:0xabc:0', amount: '40' }],
        },
      ],
    })
  })

  it('coin fee sets the operator fee rates in parts per million', async () => {
    const set = await server.admin(['coin', 'fee', '--id', '6', '--fee-ppm', '2500', '--withdraw-fee-ppm', '10000'])
    expect(set.code).toBe(0)
    expect(JSON.parse(set.out)).toEqual({ coin_id: 6, fee_rate_ppm: 2500, withdraw_fee_ppm: 10000 })
    const gdt = (await get(server.app, '/v1/transfer/configs')).body.data.list.find(
      (c: { coin_id: number }) => c.coin_id === 6,
    )
    expect(gdt).toMatchObject({ fee_rate: '0.0025', fee_rate_ppm: 2500 })
    expect((await server.admin(['coin', 'fee', '--id', '6', '--fee-ppm', '1000001'])).code).toBe(1)
  })
})

describe('npm run admin -- pool fund', () => {
  let server: AdminServer
  beforeAll(async () => {
    server = await startAdminServer()
  })
  afterAll(async () => server?.close())

  it('pool fund moves the operator’s own balance into a pool once per key', async () => {
    const db = server.db.handle.db
    const operator = anvilAccounts[0]!.address.toLowerCase()
    await postEntry(db, {
      key: 'cli:operator',
      kind: 'sandbox_seed',
      lines: [
        { account: systemAccount(SYSTEM.sandboxFunding, 6), amount: -1000n },
        { account: userAccount(operator, 6), amount: 1000n },
      ],
    })
    const args = ['pool', 'fund', '--pool', 'asset-pack-gdt', '--coin', '6', '--amount', '600', '--key', 'p1']
    const first = await server.admin(args)
    expect(first.code).toBe(0)
    expect(JSON.parse(first.out)).toEqual({ pool: 'asset-pack-gdt', coin_id: 6, created: true, balance: '600' })
    const again = await server.admin(args)
    expect(JSON.parse(again.out)).toMatchObject({ created: false, balance: '600' })
    const tooMuch = await server.admin([...args.slice(0, -1), 'p2'])
    expect(tooMuch.code).toBe(1)
    const [left] = await db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.owner, operator))
    expect(left?.balance).toBe('400')
    expect((await server.admin(['ledger', 'check'])).code).toBe(0)
  })
})

describe('npm run admin -- team rebuild and the team settings', () => {
  let server: AdminServer
  beforeAll(async () => {
    server = await startAdminServer()
  })
  afterAll(async () => server?.close())

  it('rebuild corrects a tampered team row; config set takes the genesis address and the valid threshold', async () => {
    const db = server.db.handle.db
    const { ensureUser } = await import('../../src/services/users/ensureUser')
    const { bindReferrer } = await import('../../src/services/users/bindReferrer')
    const { teamFacts } = await import('../../src/db/schema')
    const top = await ensureUser(db, `0x${'e'.repeat(40)}`)
    await ensureUser(db, `0x${'f'.repeat(40)}`)
    await db.transaction((tx) => bindReferrer(tx, `0x${'f'.repeat(40)}`, top.inviteCode))
    const clean = await server.admin(['team', 'rebuild'])
    expect(clean.code).toBe(0)
    expect(JSON.parse(clean.out)).toMatchObject({ changed: 0 })
    await db.update(teamFacts).set({ teamCount: 9 }).where(eq(teamFacts.userId, top.id))
    const fixed = await server.admin(['team', 'rebuild'])
    expect(JSON.parse(fixed.out)).toMatchObject({ changed: 1 })
    const [row] = await db.select().from(teamFacts).where(eq(teamFacts.userId, top.id))
    expect(row?.teamCount).toBe(1)

    expect((await server.admin(['config', 'set', 'genesis_address', `0x${'e'.repeat(40)}`])).code).toBe(0)
    expect((await server.admin(['config', 'set', 'team_valid_tvl', '250000000000000000000'])).code).toBe(0)
    const bad = await server.admin(['config', 'set', 'team_valid_tvl', '-1'])
    expect(bad.code).not.toBe(0)
    const { getSetting } = await import('../../src/services/settings')
    expect(await getSetting(db, 'genesis_address')).toBe(`0x${'e'.repeat(40)}`)
    expect(await getSetting(db, 'team_valid_tvl')).toBe('250000000000000000000')
    // Group markets: prices in base units, the deadline in seconds (60 s to 30 days).
    expect((await server.admin(['config', 'set', 'gg_pay_gdt', '5000000000000000000'])).code).toBe(0)
    expect((await server.admin(['config', 'set', 'vg_deadline_seconds', '5'])).code).not.toBe(0)
    expect(await getSetting(db, 'gg_pay_gdt')).toBe('5000000000000000000')
  })

  it('config set takes the pack exchange rate in ppm (1 to 100×) and the packages show it', async () => {
    const db = server.db.handle.db
    const { getSetting, setSetting } = await import('../../src/services/settings')
    for (const bad of ['0', '1.5', '100000001']) {
      expect((await server.admin(['config', 'set', 'pack_exchange_rate_ppm', bad])).code, bad).not.toBe(0)
    }
    expect((await server.admin(['config', 'set', 'pack_exchange_rate_ppm', '1250000'])).code).toBe(0)
    expect(await getSetting(db, 'pack_exchange_rate_ppm')).toBe('1250000')
    const configs = await get(server.app, '/v1/pledge/configs')
    expect(configs.body.data).toMatchObject({ exchange_rate: '1.25', exchange_rate_ppm: 1_250_000 })
    await setSetting(db, 'pack_exchange_rate_ppm', '1000000')
  })
})

describe('npm run admin -- pack', () => {
  let server: AdminServer
  beforeAll(async () => {
    server = await startAdminServer()
  })
  afterAll(async () => server?.close())

  it('lists, adds, changes and retires packages; /pledge/configs follows', async () => {
    const list = await server.admin(['pack', 'list', '--variant', 'vgt'])
    expect(list.err).toBe('')
    expect(list.code).toBe(0)
    const packs = JSON.parse(list.out)
    expect(packs.total_count).toBe(4)
    expect(packs.list[0]).toMatchObject({ variant: 'vgt', static_rate: '0.01', profit_rate: '1.5', active: true })

    const added = await server.admin([
      'pack',
      'add',
      '--variant',
      'vgt',
      '--amount',
      '2000000000000000000000',
      '--static-ppm',
      '13000',
      '--profit-ppm',
      '1700000',
      '--sort',
      '9',
    ])
    expect(added.code).toBe(0)
    const pack = JSON.parse(added.out)
    expect(pack).toMatchObject({ static_rate: '0.013', profit_rate: '1.7', out_amount: '3400000000000000000000' })
    const set = await server.admin(['pack', 'set', '--id', String(pack.id), '--static-ppm', '14000'])
    expect(set.code).toBe(0)
    const offered = async () =>
      (await get(server.app, '/v1/vgb-pledge/configs')).body.data.list as { id: number; static_rate: string }[]
    expect((await offered()).at(-1)).toMatchObject({ id: pack.id, static_rate: '0.014' })

    const bad = await server.admin(['pack', 'set', '--id', String(pack.id), '--profit-ppm', '500000'])
    expect(bad.code).toBe(1)
    expect(bad.err).toContain('400 The daily rate must be above 0 and at most 100%')
    expect((await server.admin(['pack', 'retire', '--id', String(pack.id)])).code).toBe(0)
    expect((await offered()).map((c) => c.id)).not.toContain(pack.id)
    const again = await server.admin(['pack', 'set', '--id', String(pack.id), '--sort', '1'])
    expect(again.err).toContain('404 This package is no longer offered')

    expect((await server.admin(['pack', 'add', '--variant', 'gdt'])).err).toContain('--amount is required')
    expect((await server.admin(['pack', 'set', '--id', '1'])).err).toContain(
      'give --static-ppm, --profit-ppm or --sort',
    )
    expect((await server.admin(['pack', 'retire', '--id', 'x'])).code).toBe(2)
  })
})

describe('npm run admin -- liabilities publish', () => {
  let server: AdminServer
  beforeAll(async () => {
    server = await startAdminServer()
  })
  afterAll(async () => server?.close())

  it('without LIABILITIES_PUBLISHER_KEY the server refuses, names the setting and the CLI exits 1', async () => {
    const refused = await server.admin(['liabilities', 'publish', '--chain', '31337'])
    expect(refused.code).toBe(1)
    expect(refused.err).toContain('LIABILITIES_PUBLISHER_KEY is not set')
    const usage = await server.admin(['liabilities', 'publish', '--chain', 'x'])
    expect(usage.code).toBe(2)
    expect(usage.err).toContain('--chain must be a whole number')
  })
})
