import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'

/** At most this many differences of each kind are listed; the counts are always complete. */
const SHOWN = 20

export interface BooksReport {
  ok: boolean
  accounts: number
  entries: number
  postings: number
  /** Accounts whose cached balance differs from the sum of their postings. */
  balance_mismatches: {
    account_id: number
    owner: string
    coin_id: number
    bucket: string
    cached: string
    posted: string
  }[]
  /** Entries whose postings do not sum to zero in some coin, or that have fewer than two postings. */
  unbalanced_entries: { entry_id: number; key: string; coin_id: number | null; sum: string }[]
  /** Non-external accounts below zero (the CHECK forbids it; a tampered database might not). */
  negative_accounts: { account_id: number; owner: string; coin_id: number; balance: string }[]
  /** Postings whose entry or account does not exist. */
  orphan_postings: number
  /**
   * Per coin: what users hold, what system pools hold, what the `external:` accounts stand at; the three sum to
   * zero when every entry balances (`conserved`).
   */
  coins: { coin_id: number; users: string; system: string; external: string; conserved: boolean }[]
  mismatch_count: number
  unbalanced_count: number
  negative_count: number
  /** Owners in debt after a reversal, with the entries (and chain logs) that made each debt. */
  debts: {
    owner: string
    coin_id: number
    debt: string
    causes: {
      entry_key: string
      amount: string
      chain_id: number | null
      tx_hash: string | null
      log_index: number | null
      block_number: number | null
    }[]
  }[]
  debt_count: number
  /** Every declared pool, per coin it holds (informational: a pool's balance is a program's matter). */
  pools: { program: string; pool: string; coin_id: number; balance: string }[]
  /** `pool:` accounts holding coins that no program declares. */
  undeclared_pools: { pool: string; coin_id: number; balance: string }[]
}

/** A pool some program declares (server/src/programs). */
export interface DeclaredPool {
  account: string
  program: string
}

type Rows<T> = { rows: T[] }

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows
}

/**
 * Proves the books: every cached balance equals the sum of its postings, every entry sums to zero per coin, no
 * account but an `external:` one or a `debt` bucket is below zero, no owner is in debt, no posting points nowhere, and each coin's balances sum to zero. Reads in one repeatable-read
 * transaction so entries posted meanwhile cannot show up half.
 */
export async function checkBooks(db: Db, declared: readonly DeclaredPool[] = []): Promise<BooksReport> {
  return db.transaction(
    async (tx) => {
      const [counts] = await rows<{ accounts: string; entries: string; postings: string }>(
        tx,
        sql`select (select count(*) from ledger_accounts) as accounts, (select count(*) from ledger_entries) as entries,
          (select count(*) from ledger_postings) as postings`,
      )
      const mismatches = await rows<{
        account_id: string
        owner: string
        coin_id: number
        bucket: string
        cached: string
        posted: string
        n: string
      }>(
        tx,
        sql`select a.id as account_id, a.owner, a.coin_id, a.bucket, a.balance::text as cached,
            coalesce(p.total, 0)::text as posted, count(*) over () as n
          from ledger_accounts a
          left join (select account_id, sum(amount) as total from ledger_postings group by account_id) p
            on p.account_id = a.id
          where a.balance <> coalesce(p.total, 0)
          order by a.id limit ${SHOWN}`,
      )
      const unbalanced = await rows<{ entry_id: string; key: string; coin_id: number | null; sum: string; n: string }>(
        tx,
        sql`with per_coin as (
            select p.entry_id, a.coin_id, sum(p.amount) as total
            from ledger_postings p join ledger_accounts a on a.id = p.account_id
            group by p.entry_id, a.coin_id
          ), bad as (
            select entry_id, coin_id, total from per_coin where total <> 0
            union all
            select e.id, null, 0 from ledger_entries e
            where (select count(*) from ledger_postings p where p.entry_id = e.id) < 2
          )
          select b.entry_id, e.key, b.coin_id, b.total::text as sum, count(*) over () as n
          from bad b join ledger_entries e on e.id = b.entry_id
          order by b.entry_id limit ${SHOWN}`,
      )
      const negative = await rows<{ account_id: string; owner: string; coin_id: number; balance: string; n: string }>(
        tx,
        sql`select id as account_id, owner, coin_id, balance::text as balance, count(*) over () as n
          from ledger_accounts where balance < 0 and owner not like 'external:%' and bucket <> 'debt'
          order by id limit ${SHOWN}`,
      )
      const debtRows = await rows<{ account_id: string; owner: string; coin_id: number; debt: string; n: string }>(
        tx,
        sql`select id as account_id, owner, coin_id, (-balance)::text as debt, count(*) over () as n
          from ledger_accounts where bucket = 'debt' and balance < 0 order by id limit ${SHOWN}`,
      )
      const causes = await rows<{
        account_id: string
        entry_key: string
        amount: string
        chain_id: number | null
        tx_hash: string | null
        log_index: number | null
        block_number: string | null
      }>(
        tx,
        debtRows.length === 0
          ? sql`select null::bigint as account_id where false`
          : sql`select p.account_id, e.key as entry_key, (-p.amount)::text as amount, c.chain_id, c.tx_hash,
              c.log_index, c.block_number
            from ledger_postings p join ledger_entries e on e.id = p.entry_id
            left join chain_credits c on c.reversal_key = e.key
            where p.amount < 0 and p.account_id in (${sql.join(
              debtRows.map((d) => sql`${d.account_id}`),
              sql`, `,
            )})
            order by p.id`,
      )
      const [orphans] = await rows<{ n: string }>(
        tx,
        sql`select count(*) as n from ledger_postings p
          where not exists (select 1 from ledger_entries e where e.id = p.entry_id)
             or not exists (select 1 from ledger_accounts a where a.id = p.account_id)`,
      )
      const coins = await rows<{ coin_id: number; users: string; system: string; external: string }>(
        tx,
        sql`select coin_id,
            coalesce(sum(balance) filter (where owner ~ '^0x'), 0)::text as users,
            coalesce(sum(balance) filter (where owner !~ '^0x' and owner not like 'external:%'), 0)::text as system,
            coalesce(sum(balance) filter (where owner like 'external:%'), 0)::text as external
          from ledger_accounts group by coin_id order by coin_id`,
      )
      const poolRows = await rows<{ owner: string; coin_id: number; balance: string }>(
        tx,
        sql`select owner, coin_id, sum(balance)::text as balance from ledger_accounts
          where owner like 'pool:%' group by owner, coin_id order by owner, coin_id`,
      )
      const programOf = new Map(declared.map((d) => [d.account, d.program]))
      const report: BooksReport = {
        ok: false,
        accounts: Number(counts?.accounts ?? 0),
        entries: Number(counts?.entries ?? 0),
        postings: Number(counts?.postings ?? 0),
        balance_mismatches: mismatches.map(({ n: _n, ...m }) => ({ ...m, account_id: Number(m.account_id) })),
        unbalanced_entries: unbalanced.map(({ n: _n, ...u }) => ({ ...u, entry_id: Number(u.entry_id) })),
        negative_accounts: negative.map(({ n: _n, ...a }) => ({ ...a, account_id: Number(a.account_id) })),
        orphan_postings: Number(orphans?.n ?? 0),
        coins: coins.map((c) => ({
          ...c,
          conserved: BigInt(c.users) + BigInt(c.system) + BigInt(c.external) === 0n,
        })),
        mismatch_count: Number(mismatches[0]?.n ?? 0),
        unbalanced_count: Number(unbalanced[0]?.n ?? 0),
        negative_count: Number(negative[0]?.n ?? 0),
        debts: debtRows.map((d) => ({
          owner: d.owner,
          coin_id: d.coin_id,
          debt: d.debt,
          causes: causes
            .filter((c) => String(c.account_id) === String(d.account_id))
            .map(({ account_id: _a, block_number, ...c }) => ({
              ...c,
              block_number: block_number === null ? null : Number(block_number),
            })),
        })),
        debt_count: Number(debtRows[0]?.n ?? 0),
        pools: declared.flatMap((d) =>
          poolRows
            .filter((r) => r.owner === d.account)
            .map((r) => ({ program: d.program, pool: r.owner, coin_id: r.coin_id, balance: r.balance })),
        ),
        undeclared_pools: poolRows
          .filter((r) => !programOf.has(r.owner) && BigInt(r.balance) !== 0n)
          .map((r) => ({ pool: r.owner, coin_id: r.coin_id, balance: r.balance })),
      }
      report.ok =
        report.mismatch_count === 0 &&
        report.unbalanced_count === 0 &&
        report.negative_count === 0 &&
        report.debt_count === 0 &&
        report.orphan_postings === 0 &&
        report.coins.every((c) => c.conserved)
      return report
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}
