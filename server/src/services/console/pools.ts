import type { ForecastData, PoolsData } from '@phoswap/core/api/console'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { raiseAlert } from './alerts'

type DeclaredPool = { account: string; program: string }

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query)
  return (result as unknown as { rows: T[] }).rows
}

/** Every declared pool (funded or not) and every other `pool:` account holding coins, with its usable balances. */
export async function poolBalances(db: Db, declared: readonly DeclaredPool[]): Promise<PoolsData> {
  const held = await rows<{ owner: string; coin_id: number; balance: string }>(
    db,
    sql`select owner, coin_id, balance::text as balance from ledger_accounts
        where owner like 'pool:%' and bucket = 'usable' order by owner, coin_id`,
  )
  const byPool = new Map<string, { coin_id: number; balance: string }[]>()
  for (const r of held)
    byPool.set(r.owner, [...(byPool.get(r.owner) ?? []), { coin_id: Number(r.coin_id), balance: r.balance }])
  const list: PoolsData['list'] = declared.map((p) => ({
    pool: p.account,
    program: p.program,
    declared: true,
    coins: byPool.get(p.account) ?? [],
  }))
  const names = new Set(declared.map((p) => p.account))
  for (const [pool, coins] of byPool) {
    if (!names.has(pool) && coins.some((c) => c.balance !== '0'))
      list.push({ pool, program: null, declared: false, coins })
  }
  return { list }
}

const DAY_MS = 86_400_000
/** Days of payouts the forecast looks back on. */
export const FORECAST_DAYS = 7

/**
 * Tomorrow's expected payouts per pool and coin: the largest day of payouts out of the pool (its debits, by UTC day
 * of the entry) over the last 7 days, against its balance now. A program's payouts follow its users' positions,
 * which change slowly day to day, so the worst recent day is a fair, conservative estimate that needs nothing from
 * the program; `short` when the balance is below it.
 */
export async function forecast(db: Db, declared: readonly DeclaredPool[], now: Date): Promise<ForecastData> {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS
  const since = new Date(today - FORECAST_DAYS * DAY_MS)
  const accounts = declared.map((p) => p.account)
  if (accounts.length === 0) return { day: new Date(today).toISOString().slice(0, 10), list: [] }
  const found = await rows<{ owner: string; coin_id: number; balance: string; expected: string }>(
    db,
    sql`select a.owner, a.coin_id, a.balance::text as balance,
          coalesce((select max(d.out) from (
            select -sum(p.amount) as out
            from ledger_postings p join ledger_entries e on e.id = p.entry_id
            where p.account_id = a.id and p.amount < 0 and e.created_at >= ${since.toISOString()}::timestamptz
            group by date_trunc('day', e.created_at at time zone 'UTC')
          ) d), 0)::text as expected
        from ledger_accounts a
        where a.bucket = 'usable' and a.owner in (${sql.join(
          accounts.map((a) => sql`${a}`),
          sql`, `,
        )})
        order by a.owner, a.coin_id`,
  )
  const program = new Map(declared.map((p) => [p.account, p.program]))
  return {
    day: new Date(today).toISOString().slice(0, 10),
    list: found.map((r) => ({
      pool: r.owner,
      program: program.get(r.owner) ?? '',
      coin_id: Number(r.coin_id),
      balance: r.balance,
      expected_tomorrow: r.expected,
      short: BigInt(r.balance) < BigInt(r.expected),
    })),
  }
}

/** Raises `pool_short` for each pool the forecast finds short (once while open); returns how many are short. */
export async function raisePoolShortAlerts(db: Db, data: ForecastData): Promise<number> {
  const short = data.list.filter((p) => p.short)
  for (const p of short) {
    await raiseAlert(db, {
      kind: 'pool_short',
      coinId: p.coin_id,
      subject: p.pool,
      detail: { balance: p.balance, expected_tomorrow: p.expected_tomorrow, day: data.day },
    })
  }
  return short.length
}
