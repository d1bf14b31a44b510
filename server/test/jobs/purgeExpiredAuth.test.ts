import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import { authNonces, sessions, settlementRuns } from '../../src/db/schema'
import { parseDay, previousDay } from '../../src/jobs/period'
import { purgeExpiredAuthJob } from '../../src/jobs/purgeExpiredAuth'
import { runJob } from '../../src/jobs/runJob'
import { JOBS_START_MINUTE_SETTING } from '../../src/jobs/schedule'
import { setSetting } from '../../src/services/settings'
import type { App } from '../../src/types'
import { type AdminServer, startAdminServer } from '../helpers/adminServer'
import { BACKENDS } from '../helpers/backends'
import { waitFor } from '../helpers/chain'
import { testConfig } from '../helpers/testApp'
import { openTestDb, type TestDb } from '../helpers/testDb'

const address = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'

async function seedAuthRows(db: TestDb) {
  const at = (iso: string) => new Date(iso)
  await db.handle.db.insert(authNonces).values([
    { nonce: 'expired-yesterday', address, expiresAt: at('2026-11-24T10:00:00Z') },
    { nonce: 'used-and-expired', address, expiresAt: at('2026-11-24T23:59:00Z'), usedAt: at('2026-11-24T23:55:00Z') },
    { nonce: 'expires-after-period', address, expiresAt: at('2026-11-25T00:05:00Z') },
  ])
  await db.handle.db.insert(sessions).values([
    { tokenHash: 'a'.repeat(64), address, chainId: 137, expiresAt: at('2026-11-20T00:00:00Z') },
    { tokenHash: 'b'.repeat(64), address, chainId: 137, expiresAt: at('2026-12-01T00:00:00Z') },
  ])
}

describe.each(BACKENDS)('purge-auth job on %s', (backend) => {
  let db: TestDb
  beforeAll(async () => {
    db = await openTestDb(backend)
    await seedAuthRows(db)
  })
  afterAll(async () => db?.dispose())

  it('deletes the nonces and sessions expired before the end of the day, keeps the others, once', async () => {
    const outcome = await runJob(db.handle, purgeExpiredAuthJob, parseDay('2026-11-24')!)
    expect(outcome).toMatchObject({ status: 'done', result: { nonces: 2, sessions: 1 } })
    const nonces = await db.handle.db.select({ nonce: authNonces.nonce }).from(authNonces)
    expect(nonces.map((n) => n.nonce)).toEqual(['expires-after-period'])
    const left = await db.handle.db.select({ hash: sessions.tokenHash }).from(sessions)
    expect(left.map((s) => s.hash)).toEqual(['b'.repeat(64)])
    const again = await runJob(db.handle, purgeExpiredAuthJob, parseDay('2026-11-24')!)
    expect(again).toMatchObject({ status: 'already_done', result: { nonces: 2, sessions: 1 } })
  })
})

describe('settle from the admin CLI (PGlite)', () => {
  let server: AdminServer
  beforeAll(async () => {
    server = await startAdminServer(seedAuthRows)
  })
  afterAll(async () => server?.close())

  const admin = (args: string[]) => server.admin(args)

  it('npm run admin -- settle purge-auth --period <day> runs it once, then answers already_done', async () => {
    const first = await admin(['settle', 'purge-auth', '--period', '2026-11-24'])
    expect(first.err).toBe('')
    expect(first.code).toBe(0)
    expect(JSON.parse(first.out)).toMatchObject({
      job: 'purge-auth',
      period: '2026-11-24',
      status: 'done',
      result: { nonces: 2, sessions: 1 },
    })
    const second = await admin(['settle', 'purge-auth', '--period', '2026-11-24'])
    expect(JSON.parse(second.out)).toMatchObject({ status: 'already_done', result: { nonces: 2, sessions: 1 } })
  })

  it('refuses an unknown job, a day that does not exist and a missing period', async () => {
    expect(await admin(['settle', 'no-such-job', '--period', '2026-11-24'])).toMatchObject({ code: 1 })
    expect((await admin(['settle', 'purge-auth', '--period', '2026-11-24'])).code).toBe(0)
    const badDay = await admin(['settle', 'purge-auth', '--period', '2026-02-30'])
    expect(badDay.code).toBe(1)
    expect(badDay.err).toContain('400')
    expect((await admin(['settle', 'purge-auth'])).code).toBe(2)
  })
})

describe('the server schedule (PGlite)', () => {
  let db: TestDb
  let app: App
  beforeAll(async () => {
    db = await openTestDb('pglite')
    // From minute 0: with the default (00:10 UTC) a run between 00:00 and 00:10 UTC would wait in vain.
    await setSetting(db.handle.db, JOBS_START_MINUTE_SETTING, '0')
    app = await buildApp({ config: testConfig({ jobs: { enabled: true, intervalMs: 50 } }), db: db.handle })
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
    await db?.dispose()
  })

  it('the server settles the previous day on its own schedule', async () => {
    const yesterday = previousDay(new Date()).key
    const row = await waitFor('the scheduled run', async () => {
      const [found] = await db.handle.db.select().from(settlementRuns).where(eq(settlementRuns.period, yesterday))
      return found
    })
    expect(row).toMatchObject({ job: 'purge-auth', period: yesterday })
  })
})
