import type { FastifyBaseLogger } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Job } from '../../src/jobs/job'
import { JOBS_START_MINUTE_SETTING } from '../../src/jobs/schedule'
import { createJobScheduler } from '../../src/jobs/scheduler'
import { setSetting } from '../../src/services/settings'
import { openTestDb, type TestDb } from '../helpers/testDb'

describe('the daily schedule follows jobs_start_minute', () => {
  let db: TestDb
  beforeAll(async () => {
    db = await openTestDb('pglite')
  })
  afterAll(async () => db?.dispose())

  /** Runs the scheduler's first tick at `now` and says which periods the job ran. */
  async function tickAt(now: string, name: string): Promise<string[]> {
    const periods: string[] = []
    const job: Job = {
      name,
      run: async (_tx, period) => {
        periods.push(period.key)
        return {}
      },
    }
    const scheduler = createJobScheduler({
      handle: db.handle,
      jobs: [job],
      intervalMs: 60_000,
      log: { info: () => {}, error: () => {} } as unknown as FastifyBaseLogger,
      now: () => new Date(now),
    })
    scheduler.start()
    await new Promise((resolve) => setTimeout(resolve, 300))
    await scheduler.stop()
    return periods
  }

  it('by default from 00:10 UTC: not at 00:05, at 00:10 the day before', async () => {
    expect(await tickAt('2026-11-25T00:05:00Z', 'sched-a')).toEqual([])
    expect(await tickAt('2026-11-25T00:10:00Z', 'sched-a')).toEqual(['2026-11-24'])
  })

  it('the operator moves it: 90 means from 01:30 UTC', async () => {
    await setSetting(db.handle.db, JOBS_START_MINUTE_SETTING, '90')
    expect(await tickAt('2026-11-25T01:29:00Z', 'sched-b')).toEqual([])
    expect(await tickAt('2026-11-25T01:30:00Z', 'sched-b')).toEqual(['2026-11-24'])
  })

  it('after every job has settled the day, runs the after-settlements step (the liabilities snapshot) for it', async () => {
    const after: string[] = []
    const order: string[] = []
    const job: Job = {
      name: 'sched-c',
      run: async () => {
        order.push('job')
        return {}
      },
    }
    const scheduler = createJobScheduler({
      handle: db.handle,
      jobs: [job],
      intervalMs: 60_000,
      log: { info: () => {}, error: () => {} } as unknown as FastifyBaseLogger,
      now: () => new Date('2026-11-25T12:00:00Z'),
      afterJobs: async (period) => {
        order.push('after')
        after.push(period)
      },
    })
    scheduler.start()
    await new Promise((resolve) => setTimeout(resolve, 300))
    await scheduler.stop()
    expect(after).toEqual(['2026-11-24'])
    expect(order).toEqual(['job', 'after'])
  })
})
