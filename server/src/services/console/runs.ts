import type { JobRun, JobRunListData, RunPostingsData } from '@phoswap/core/api/console'
import { and, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { jobRunEntries, jobRuns } from '../../db/schema'

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

/** Runs newest period first, with what their entries paid users (per coin) and how many users. */
export async function listRuns(
  db: Db,
  jobNames: string[],
  q: { job?: string; from?: string; to?: string; status?: string; page?: number; page_size?: number },
): Promise<JobRunListData> {
  const page = q.page ?? 1
  const size = q.page_size ?? 20
  const filters: SQL[] = []
  if (q.job) filters.push(eq(jobRuns.job, q.job))
  if (q.from) filters.push(gte(jobRuns.period, q.from))
  if (q.to) filters.push(lte(jobRuns.period, q.to))
  if (q.status) filters.push(eq(jobRuns.status, q.status))
  const where = filters.length ? and(...filters) : undefined
  const [list, [total]] = await Promise.all([
    db
      .select()
      .from(jobRuns)
      .where(where)
      .orderBy(desc(jobRuns.period), desc(jobRuns.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(jobRuns).where(where),
  ])
  const ids = list.map((r) => r.id)
  const entries = new Map<number, number>()
  const users = new Map<number, number>()
  const amounts = new Map<number, { coin_id: number; amount: string }[]>()
  if (ids.length) {
    const idList = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )
    for (const r of await rows<{ run_id: string; entries: string; users: string }>(
      db,
      sql`select r.run_id, count(distinct r.entry_id) as entries,
            count(distinct a.owner) filter (where a.owner ~ '^0x' and p.amount > 0) as users
          from job_run_entries r
          left join ledger_postings p on p.entry_id = r.entry_id
          left join ledger_accounts a on a.id = p.account_id
          where r.run_id in (${idList}) group by r.run_id`,
    )) {
      entries.set(Number(r.run_id), Number(r.entries))
      users.set(Number(r.run_id), Number(r.users))
    }
    for (const r of await rows<{ run_id: string; coin_id: number; amount: string }>(
      db,
      sql`select r.run_id, a.coin_id, sum(p.amount)::text as amount
          from job_run_entries r
          join ledger_postings p on p.entry_id = r.entry_id
          join ledger_accounts a on a.id = p.account_id
          where r.run_id in (${idList}) and a.owner ~ '^0x' and p.amount > 0
          group by r.run_id, a.coin_id order by a.coin_id`,
    )) {
      const id = Number(r.run_id)
      amounts.set(id, [...(amounts.get(id) ?? []), { coin_id: Number(r.coin_id), amount: r.amount }])
    }
  }
  return {
    list: list.map(
      (r): JobRun => ({
        id: r.id,
        job: r.job,
        period: r.period,
        status: r.status as JobRun['status'],
        trigger: r.trigger,
        started_at: r.startedAt.toISOString(),
        finished_at: r.finishedAt.toISOString(),
        duration_ms: Math.max(0, r.finishedAt.getTime() - r.startedAt.getTime()),
        users_paid: users.get(r.id) ?? 0,
        postings: entries.get(r.id) ?? 0,
        amounts: amounts.get(r.id) ?? [],
        result: r.result,
        error: r.error,
      }),
    ),
    total_count: Number(total?.n ?? 0),
    page,
    page_size: size,
    jobs: jobNames,
  }
}

export async function runExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: jobRuns.id }).from(jobRuns).where(eq(jobRuns.id, id))
  return row !== undefined
}

/** The entries a run posted, in posting order, each with its lines. */
export async function runPostings(db: Db, runId: number, page = 1, size = 20): Promise<RunPostingsData> {
  const [total] = await db.select({ n: count() }).from(jobRunEntries).where(eq(jobRunEntries.runId, runId))
  const entries = await rows<{ id: string; key: string; kind: string; created_at: Date | string }>(
    db,
    sql`select e.id, e.key, e.kind, e.created_at from job_run_entries r join ledger_entries e on e.id = r.entry_id
        where r.run_id = ${runId} order by e.id limit ${size} offset ${(page - 1) * size}`,
  )
  const ids = entries.map((e) => Number(e.id))
  const lines = ids.length
    ? await rows<{ entry_id: string; owner: string; coin_id: number; bucket: string; amount: string }>(
        db,
        sql`select p.entry_id, a.owner, a.coin_id, a.bucket, p.amount::text as amount
            from ledger_postings p join ledger_accounts a on a.id = p.account_id
            where p.entry_id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )}) order by p.id`,
      )
    : []
  return {
    list: entries.map((e) => ({
      entry_id: Number(e.id),
      key: e.key,
      kind: e.kind,
      created_at: new Date(e.created_at).toISOString(),
      lines: lines
        .filter((l) => Number(l.entry_id) === Number(e.id))
        .map((l) => ({ owner: l.owner, coin_id: Number(l.coin_id), bucket: l.bucket, amount: l.amount })),
    })),
    total_count: Number(total?.n ?? 0),
  }
}
