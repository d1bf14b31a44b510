import { jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core'

/**
 * One row per job and period that ran to the end, written in the job's own transaction: a period is settled
 * once however often it is asked for, and a failed run leaves no row (it can run again).
 */
export const settlementRuns = pgTable(
  'settlement_runs',
  {
    job: varchar('job', { length: 64 }).notNull(),
    /** The period the run settled, e.g. a UTC day `2026-11-24`. */
    period: varchar('period', { length: 32 }).notNull(),
    /** What the job reports (counts, totals as decimal strings). */
    result: jsonb('result').$type<Record<string, string | number>>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.job, t.period] })],
)
