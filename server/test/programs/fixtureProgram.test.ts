import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import { CORE_LEDGER_KINDS } from '../../src/i18n/billKinds'
import { parseDay } from '../../src/jobs/period'
import { programs } from '../../src/programs'
import { programProblems } from '../../src/programs/collect'
import { systemAccount, userAccount } from '../../src/services/ledger/accounts'
import { type postEntry, postProgramEntry } from '../../src/services/ledger/postEntry'
import { setSetting } from '../../src/services/settings'
import type { App } from '../../src/types'
import { BACKENDS } from '../helpers/backends'
import { get } from '../helpers/http'
import { ledgerBalance } from '../helpers/ledger'
import { signIn } from '../helpers/signIn'
import { testConfig } from '../helpers/testApp'
import { openTestDb, type TestDb } from '../helpers/testDb'
import { alice, bob } from '../helpers/wallets'
import { fixtureProgram } from './fixture'
import { DRIP_AMOUNT, DRIP_PAYEE_SETTING, DRIP_POOL, gdtCoinId } from './fixture/drip'

// The one list line the guide asks for (docs/reward-programs.md, step 5), in this test's own list.
const withFixture = [...programs, fixtureProgram]

const SEEDED = 1_000_000n * 10n ** 18n

describe.each(BACKENDS)('a program added by the guide alone: one folder, one list line (%s)', (backend) => {
  let db: TestDb
  let app: App
  let operator: string
  let payee: string

  beforeAll(async () => {
    db = await openTestDb(backend)
    const config = testConfig({
      operatorAddresses: [alice.address.toLowerCase()],
      seedLedgerAddresses: [alice.address.toLowerCase()],
    })
    app = await buildApp({ config, db: db.handle, programs: withFixture })
    await app.ready()
    operator = await signIn(app, alice)
    payee = await signIn(app, bob)
  }, 60_000)
  afterAll(async () => {
    await app?.close()
    await db?.dispose()
  })

  it('its kind has a text in all five languages and the list stays sound', () => {
    expect(programProblems(withFixture, CORE_LEDGER_KINDS)).toEqual([])
    expect(Object.keys(fixtureProgram.kinds)).toEqual(['fixture_drip'])
  })

  it('its route answers under /v1, with the pool the sandbox funded from its declaration', async () => {
    const res = await get(app, '/v1/fixture/drip')
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({ pool: 'fixture-drip', balance: SEEDED.toString() })
  })

  it('the sandbox still seeds the other programs: the airdrop pool and its offer of 5 GDT a day', async () => {
    const res = await get(app, '/v1/admin/airdrop/reward', { token: operator })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ amount: (5n * 10n ** 18n).toString(), pool: SEEDED.toString() })
  })

  it('its job runs in the jobs runner and pays through the ledger, once per day; the bill reads its text', async () => {
    await setSetting(db.handle.db, DRIP_PAYEE_SETTING, bob.address.toLowerCase())
    const gdt = await gdtCoinId(db.handle.db)
    const day = parseDay('2026-11-20')!
    const first = await app.jobs.run('fixture-drip', day)
    expect(first?.status).toBe('done')
    await app.jobs.run('fixture-drip', day)
    expect(await ledgerBalance(db.handle.db, bob.address, gdt)).toBe(DRIP_AMOUNT)
    expect(await ledgerBalance(db.handle.db, DRIP_POOL, gdt)).toBe(SEEDED - DRIP_AMOUNT)
    const bills = await get(app, '/v1/reward/record-list?page=1&page_size=10', { token: payee, lang: 'ja-JP' })
    expect(bills.body.data.list).toEqual([
      expect.objectContaining({
        behavior: 'fixture_drip',
        behavior_txt: 'テスト用ドリップ報酬',
        usable_change_show: '5',
      }),
    ])
  })

  it('ledger check reports its pool under its name, and the books balance', async () => {
    const res = await get(app, '/v1/admin/ledger/check', { token: operator })
    expect(res.status).toBe(200)
    const gdt = await gdtCoinId(db.handle.db)
    expect(res.body.data.pools).toContainEqual({
      program: 'fixture-drip',
      pool: DRIP_POOL,
      coin_id: gdt,
      balance: (SEEDED - DRIP_AMOUNT).toString(),
    })
    expect(res.body.data.undeclared_pools).toEqual([])
    expect(res.body.data.unbalanced_count).toBe(0)
    expect(res.body.data.mismatch_count).toBe(0)
  })

  it('a kind no program declares does not compile, and is refused at run time', async () => {
    const lines = async () => {
      const gdt = await gdtCoinId(db.handle.db)
      return [
        { account: systemAccount(DRIP_POOL, gdt), amount: -1n },
        { account: userAccount(bob.address, gdt), amount: 1n },
      ]
    }
    // The registry's post API: the fixture's kind is not one of the registry's programs' kinds.
    // @ts-expect-error fixture_drip is not a LedgerKind
    const notAKind: Parameters<typeof postEntry>[1]['kind'] = 'fixture_drip'
    expect(notAKind).toBe('fixture_drip')
    const wrong = postProgramEntry(db.handle.db, fixtureProgram, {
      key: 'fixture:wrong-kind',
      // @ts-expect-error airdrop is the airdrop program's kind, not the fixture's
      kind: 'airdrop',
      lines: await lines(),
    })
    await expect(wrong).rejects.toThrow('fixture-drip has no kind airdrop')
  })
})

describe('the fixture only exists in this test', () => {
  it('the server’s own list does not hold it, and without it the route is not there', async () => {
    expect(programs.map((p) => p.name)).not.toContain('fixture-drip')
    const db = await openTestDb('pglite')
    const app = await buildApp({ config: testConfig(), db: db.handle })
    try {
      expect((await app.inject({ method: 'GET', url: '/v1/fixture/drip' })).statusCode).toBe(404)
    } finally {
      await app.close()
      await db.dispose()
    }
  })
})
