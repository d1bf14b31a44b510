import type { Db } from '../db/client'
import type { DayPeriod } from './period'

/** What a run reports: counts and totals (amounts as decimal strings). */
export type JobResult = Record<string, string | number>

/**
 * A settlement job: applies its rule to one period. It runs inside the runner's transaction, together with the
 * row that marks the period settled, so its writes and that mark commit or roll back as one. A job reads only
 * the database and its period (never the clock), so a run can be replayed in a test from its inputs.
 */
export interface Job {
  /** Lowercase words joined by dashes: `purge-auth`. Also the name of its leader lock. */
  name: string
  run: (tx: Db, period: DayPeriod) => Promise<JobResult>
}
