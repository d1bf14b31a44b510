import type { Db } from '../db/client'
import type { ChainSeam } from '../services/chain/chainSeam'
import type { DayPeriod } from './period'

/** What a run reports: counts and totals (amounts as decimal strings). */
export type JobResult = Record<string, string | number>

/** What a job may read besides the database: the chains (a job that needs one fails without it). */
export interface JobContext {
  chain?: ChainSeam
  /** Blocks behind the head a chain read waits for, per chain (the indexer's confirmations). */
  confirmations?: Record<number, number>
}

/**
 * A settlement job: applies its rule to one period. It runs inside the runner's transaction, together with the
 * row that marks the period settled, so its writes and that mark commit or roll back as one. A job reads only
 * the database and its period (never the clock), so a run can be replayed in a test from its inputs.
 */
export interface Job {
  /** Lowercase words joined by dashes: `purge-auth`. Also the name of its leader lock. */
  name: string
  run: (tx: Db, period: DayPeriod, context: JobContext) => Promise<JobResult>
}
