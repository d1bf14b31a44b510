import { and, eq, sql } from 'drizzle-orm'
import type { Db, DbHandle } from '../db/client'
import { jobRunEntries, jobRuns, settlementRuns } from '../db/schema'
import { tryLeaderLock } from '../services/leaderLock'
import { postedEntries } from '../services/ledger/postEntry'
import type { Job, JobContext, JobResult } from './job'
import type { DayPeriod } from './period'

export type RunOutcome =
  | { status: 'done' | 'already_done'; result: JobResult; startedAt: Date; finishedAt: Date; runId: number }
  /** Another runner holds the job's lock right now. */
  | { status: 'busy' }

export type SettledOutcome = Extract<RunOutcome, { status: 'done' | 'already_done' }>

/** Who asked for a run and what else commits with it. */
export interface RunOptions {
  /** `schedule` (default) or the operator's lowercase address (job_runs.trigger). */
  trigger?: string
  /** Runs in the run's transaction once the outcome is known (the operator's audit row). */
  inTransaction?: (tx: Db, outcome: SettledOutcome) => Promise<void>
}

/** Whether the period is settled already: the schedule asks this first, so a settled day costs no lock connection. */
export async function isSettled(handle: DbHandle, job: Job, period: DayPeriod): Promise<boolean> {
  const key = and(eq(settlementRuns.job, job.name), eq(settlementRuns.period, period.key))
  const [row] = await handle.db.select({ job: settlementRuns.job }).from(settlementRuns).where(key)
  return row !== undefined
}

async function recordRun(
  db: Db,
  row: { job: string; period: string; status: string; trigger: string; startedAt: Date; finishedAt: Date },
  result: JobResult,
  error: string | null,
): Promise<number> {
  const [inserted] = await db
    .insert(jobRuns)
    .values({ ...row, result, error })
    .returning({ id: jobRuns.id })
  return inserted!.id
}

/**
 * Runs a job for a period once. The job's leader lock keeps two instances from running it at the same time;
 * the settlement row, claimed in the same transaction as the job's writes, makes a second run of a settled
 * period (now, later or after a crash) a no-op that answers with the first run's result.
 *
 * Every run is also kept in job_runs (the console's history): a run that settled or found the period settled in
 * its own transaction, with the entries it posted; a failed run after its rollback, with its error.
 */
export async function runJob(
  handle: DbHandle,
  job: Job,
  period: DayPeriod,
  context: JobContext = {},
  options: RunOptions = {},
): Promise<RunOutcome> {
  const lock = await tryLeaderLock(handle, `job:${job.name}`)
  if (!lock) return { status: 'busy' }
  const trigger = options.trigger ?? 'schedule'
  const startedAt = new Date()
  try {
    return await handle.db.transaction(async (tx): Promise<RunOutcome> => {
      const [claimed] = await tx
        .insert(settlementRuns)
        .values({ job: job.name, period: period.key, result: {}, startedAt })
        .onConflictDoNothing()
        .returning({ job: settlementRuns.job })
      const key = and(eq(settlementRuns.job, job.name), eq(settlementRuns.period, period.key))
      const run = { job: job.name, period: period.key, trigger, startedAt }
      if (!claimed) {
        const [done] = await tx.select().from(settlementRuns).where(key)
        if (!done) throw new Error(`settlement row of ${job.name} ${period.key} vanished`)
        const runId = await recordRun(tx, { ...run, status: 'already_done', finishedAt: new Date() }, done.result, null)
        const outcome: SettledOutcome = {
          status: 'already_done',
          result: done.result,
          startedAt: done.startedAt,
          finishedAt: done.finishedAt,
          runId,
        }
        await options.inTransaction?.(tx, outcome)
        return outcome
      }
      const entries: number[] = []
      const result = await postedEntries.run(entries, () => job.run(tx, period, context))
      const finishedAt = new Date()
      await tx.update(settlementRuns).set({ result, finishedAt }).where(key)
      const runId = await recordRun(tx, { ...run, status: 'done', finishedAt }, result, null)
      if (entries.length) {
        // One array parameter: a day of 100,000 users posts more entries than a statement may have parameters.
        const ids = `{${[...new Set(entries)].join(',')}}`
        await tx.execute(sql`insert into ${jobRunEntries} (run_id, entry_id)
          select ${runId}::bigint, e from unnest(${ids}::bigint[]) as e on conflict do nothing`)
      }
      const outcome: SettledOutcome = { status: 'done', result, startedAt, finishedAt, runId }
      await options.inTransaction?.(tx, outcome)
      return outcome
    })
  } catch (error) {
    // Rolled back: nothing of the run stays but this row saying it failed and why.
    const message = error instanceof Error ? error.message : String(error)
    await recordRun(
      handle.db,
      { job: job.name, period: period.key, status: 'failed', trigger, startedAt, finishedAt: new Date() },
      {},
      message.slice(0, 2000),
    ).catch(() => undefined)
    throw error
  } finally {
    await lock.release()
  }
}
