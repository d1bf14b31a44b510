import { and, eq } from 'drizzle-orm'
import type { DbHandle } from '../db/client'
import { settlementRuns } from '../db/schema'
import { tryLeaderLock } from '../services/leaderLock'
import type { Job, JobContext, JobResult } from './job'
import type { DayPeriod } from './period'

export type RunOutcome =
  | { status: 'done' | 'already_done'; result: JobResult; startedAt: Date; finishedAt: Date }
  /** Another runner holds the job's lock right now. */
  | { status: 'busy' }

/** Whether the period is settled already: the schedule asks this first, so a settled day costs no lock connection. */
export async function isSettled(handle: DbHandle, job: Job, period: DayPeriod): Promise<boolean> {
  const key = and(eq(settlementRuns.job, job.name), eq(settlementRuns.period, period.key))
  const [row] = await handle.db.select({ job: settlementRuns.job }).from(settlementRuns).where(key)
  return row !== undefined
}

/**
 * Runs a job for a period once. The job's leader lock keeps two instances from running it at the same time;
 * the settlement row, claimed in the same transaction as the job's writes, makes a second run of a settled
 * period (now, later or after a crash) a no-op that answers with the first run's result.
 */
export async function runJob(
  handle: DbHandle,
  job: Job,
  period: DayPeriod,
  context: JobContext = {},
): Promise<RunOutcome> {
  const lock = await tryLeaderLock(handle, `job:${job.name}`)
  if (!lock) return { status: 'busy' }
  try {
    return await handle.db.transaction(async (tx): Promise<RunOutcome> => {
      const startedAt = new Date()
      const [claimed] = await tx
        .insert(settlementRuns)
        .values({ job: job.name, period: period.key, result: {}, startedAt })
        .onConflictDoNothing()
        .returning({ job: settlementRuns.job })
      const key = and(eq(settlementRuns.job, job.name), eq(settlementRuns.period, period.key))
      if (!claimed) {
        const [done] = await tx.select().from(settlementRuns).where(key)
        if (!done) throw new Error(`settlement row of ${job.name} ${period.key} vanished`)
        return { status: 'already_done', result: done.result, startedAt: done.startedAt, finishedAt: done.finishedAt }
      }
      const result = await job.run(tx, period, context)
      const finishedAt = new Date()
      await tx.update(settlementRuns).set({ result, finishedAt }).where(key)
      return { status: 'done', result, startedAt, finishedAt }
    })
  } finally {
    await lock.release()
  }
}
