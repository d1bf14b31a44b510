import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { settlementRuns } from '../../src/db/schema'
import type { Job } from '../../src/jobs/job'
import { parseDay } from '../../src/jobs/period'
import { runJob } from '../../src/jobs/runJob'
import { BACKENDS, POSTGRES_SKIP_REASON, POSTGRES_URL } from '../helpers/backends'
import { openTestDb, type TestDb } from '../helpers/testDb'

const day = (text: string) => parseDay(text)!

/** A job that counts its runs per period and takes `ms` to do so. */
function countingJob(name: string, ms = 0): Job & { runs: Map<string, number> } {
  const runs = new Map<string, number>()
  return {
    name,
    runs,
    run: async (_tx, period) => {
      await new Promise((resolve) => setTimeout(resolve, ms))
      runs.set(period.key, (runs.get(period.key) ?? 0) + 1)
      return { period: period.key, count: runs.get(period.key)! }
    },
  }
}

describe('parseDay', () => {
  it('accepts calendar days only', () => {
    expect(day('2026-11-24')).toMatchObject({ key: '2026-11-24' })
    expect(day('2026-11-24').end.toISOString()).toBe('2026-11-25T00:00:00.000Z')
    expect(parseDay('2026-02-30')).toBeNull()
    expect(parseDay('24.11.2026')).toBeNull()
  })
})

describe.each(BACKENDS)('runJob on %s', (backend) => {
  let db: TestDb
  beforeAll(async () => {
    db = await openTestDb(backend)
  })
  afterAll(async () => db?.dispose())

  it('a job run twice for a period runs once; the second call answers with the first result', async () => {
    const job = countingJob('count-once')
    const first = await runJob(db.handle, job, day('2026-11-24'))
    const second = await runJob(db.handle, job, day('2026-11-24'))
    expect(first).toMatchObject({ status: 'done', result: { period: '2026-11-24', count: 1 } })
    expect(second).toMatchObject({ status: 'already_done', result: { period: '2026-11-24', count: 1 } })
    expect(job.runs.get('2026-11-24')).toBe(1)
    expect(await runJob(db.handle, job, day('2026-11-25'))).toMatchObject({ status: 'done' })
    expect(job.runs.get('2026-11-25')).toBe(1)
  })

  it('a failed run leaves the period open and its writes undone; the next run settles it', async () => {
    let fail = true
    const job: Job = {
      name: 'fails-once',
      run: async (tx, period) => {
        await tx
          .insert(settlementRuns)
          .values({ job: 'side-effect', period: period.key, result: {}, startedAt: new Date() })
        if (fail) throw new Error('pool ran dry')
        return { ok: 1 }
      },
    }
    await expect(runJob(db.handle, job, day('2026-11-24'))).rejects.toThrow('pool ran dry')
    const rows = await db.handle.db.select().from(settlementRuns).where(eq(settlementRuns.job, 'side-effect'))
    expect(rows).toHaveLength(0)
    fail = false
    expect(await runJob(db.handle, job, day('2026-11-24'))).toMatchObject({ status: 'done', result: { ok: 1 } })
  })

  it('while a run holds the job, another call is told it is busy', async () => {
    const job = countingJob('slow', 300)
    const [a, b] = await Promise.all([
      runJob(db.handle, job, day('2026-11-24')),
      runJob(db.handle, job, day('2026-11-24')),
    ])
    expect([a.status, b.status].sort()).toEqual(['busy', 'done'])
    expect(job.runs.get('2026-11-24')).toBe(1)
  })
})

if (!POSTGRES_URL) console.warn(`[server job runner test] ${POSTGRES_SKIP_REASON}`)

describe.skipIf(!POSTGRES_URL)('runJob on PostgreSQL: two runners (two instances) at once', () => {
  let db: TestDb
  beforeAll(async () => {
    db = await openTestDb('postgres')
  })
  afterAll(async () => db?.dispose())

  it('runs the period once, whichever instance wins; later calls from either see it settled', async () => {
    const other = db.openAnother!()
    try {
      const job = countingJob('concurrent', 200)
      const outcomes = await Promise.all(
        Array.from({ length: 6 }, (_, i) => runJob(i % 2 ? other : db.handle, job, day('2026-11-24'))),
      )
      expect(outcomes.filter((o) => o.status === 'done')).toHaveLength(1)
      expect(outcomes.every((o) => o.status === 'done' || o.status === 'busy' || o.status === 'already_done')).toBe(
        true,
      )
      expect(job.runs.get('2026-11-24')).toBe(1)
      expect(await runJob(other, job, day('2026-11-24'))).toMatchObject({ status: 'already_done' })
      expect(await runJob(db.handle, job, day('2026-11-24'))).toMatchObject({ status: 'already_done' })
      expect(job.runs.get('2026-11-24')).toBe(1)
    } finally {
      await other.close()
    }
  })

  it('without the lock in the way (runs one after the other on two instances) the row still settles it once', async () => {
    const other = db.openAnother!()
    try {
      const job = countingJob('sequential')
      await runJob(db.handle, job, day('2026-11-20'))
      expect(await runJob(other, job, day('2026-11-20'))).toMatchObject({ status: 'already_done' })
      expect(job.runs.get('2026-11-20')).toBe(1)
    } finally {
      await other.close()
    }
  })
})
