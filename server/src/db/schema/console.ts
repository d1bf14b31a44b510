import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'

// The operator console's own tables (issue 32, docs/decisions/0134-console-server.md).

/**
 * Every change an operator made through the admin API, written in the change's own transaction. Append-only: the
 * migration `audit_append_only` adds a trigger that refuses UPDATE and DELETE (and TRUNCATE) on it.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The operator's lowercase address. */
    operator: varchar('operator', { length: 42 }).notNull(),
    /** `<area>.<verb>`: `coin.fee`, `config.set`, `pool.fund`, ... */
    action: varchar('action', { length: 64 }).notNull(),
    target: varchar('target', { length: 200 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    note: varchar('note', { length: 500 }),
    /** The change was a signed operator action whose signature was checked. */
    signed: boolean('signed').notNull().default(false),
  },
  (t) => [index('admin_audit_action_idx').on(t.action, t.id)],
)

/** Each stored books check (on demand, or after a settlement run that posted). */
export const ledgerChecks = pgTable('ledger_checks', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  /** `on_demand` or `settlement`. */
  trigger: varchar('trigger', { length: 16 }).notNull(),
  ok: boolean('ok').notNull(),
  report: jsonb('report').notNull(),
})

/**
 * Alerts raised where a condition happens (a reorg's reversal, a books check, a forecast, the chains' health). At
 * most one open alert per `dedup_key` (kind, chain, coin, subject): raising it again while open bumps `seen`.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: varchar('kind', { length: 32 }).notNull(),
    chainId: integer('chain_id'),
    coinId: integer('coin_id'),
    subject: varchar('subject', { length: 80 }),
    dedupKey: varchar('dedup_key', { length: 200 }).notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    seen: integer('seen').notNull().default(1),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: varchar('acknowledged_by', { length: 42 }),
  },
  (t) => [uniqueIndex('alerts_open_key').on(t.dedupKey).where(sql`${t.acknowledgedAt} is null`)],
)

/**
 * Every run of a settlement job, scheduled or asked for by an operator, failed ones too (settlement_runs keeps only
 * the period's one successful run; this is the history the console lists).
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    job: varchar('job', { length: 64 }).notNull(),
    period: varchar('period', { length: 32 }).notNull(),
    /** `done`, `already_done` or `failed`. */
    status: varchar('status', { length: 16 }).notNull(),
    /** `schedule` or the operator's lowercase address. */
    trigger: varchar('trigger', { length: 42 }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    result: jsonb('result').$type<Record<string, string | number>>().notNull(),
    error: text('error'),
  },
  (t) => [index('job_runs_period_idx').on(t.period, t.id), index('job_runs_job_idx').on(t.job, t.period)],
)

/** The ledger entries a run posted (collected as postEntry posts them inside the run's transaction). */
export const jobRunEntries = pgTable(
  'job_run_entries',
  {
    runId: bigint('run_id', { mode: 'number' }).notNull(),
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.entryId] })],
)
