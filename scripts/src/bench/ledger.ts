/**
 * Ledger transfers on PostgreSQL: each transfer is one journal entry with two postings and the two cached
 * balances, posted by the server's own `ledger_post` function in one round trip (autocommit). 16 workers, each on
 * its own connection, move 1 base unit between random accounts for a fixed time; once over 1000 accounts, once
 * over 10 hot accounts (row-lock contention). A fresh database is created and dropped, like the cluster bench.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { createBenchDatabase } from './benchDatabase'

const root = join(import.meta.dirname, '..', '..', '..')
const WORKERS = 16
const SECONDS = 20
const GDT = 6

export interface LedgerRun {
  accounts: number
  transfers: number
  transfersPerSecond: number
  refused: number
}

export interface LedgerBenchResult {
  runs: LedgerRun[]
  booksOk: boolean
}

/** The server's migrations, applied as its migrator does (files in order, statements split at the breakpoints). */
async function migrate(client: pg.Client): Promise<void> {
  const dir = join(root, 'server', 'drizzle')
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    for (const statement of readFileSync(join(dir, file), 'utf8').split('--> statement-breakpoint')) {
      if (statement.trim()) await client.query(statement)
    }
  }
}

const ownerOf = (prefix: number, i: number) =>
  `0x${prefix.toString(16).padStart(2, '0')}${i.toString(16).padStart(38, '0')}`

function lines(from: string, to: string, amount: bigint, coin = GDT): string {
  return JSON.stringify([
    { owner: from, coin, bucket: 'usable', amount: (-amount).toString() },
    { owner: to, coin, bucket: 'usable', amount: amount.toString() },
  ])
}

async function run(url: string, prefix: number, accounts: number, log: (line: string) => void): Promise<LedgerRun> {
  const setup = new pg.Client({ connectionString: url })
  await setup.connect()
  const owners = Array.from({ length: accounts }, (_, i) => ownerOf(prefix, i))
  for (const owner of owners) {
    await setup.query('select * from ledger_post($1, $2, $3::jsonb)', [
      `bench:fund:${owner}`,
      'sandbox_seed',
      lines('external:sandbox', owner, 10n ** 30n),
    ])
  }
  await setup.end()
  log(`ledger: ${accounts} accounts funded, ${WORKERS} workers for ${SECONDS} s ...`)
  const until = Date.now() + SECONDS * 1000
  const started = Date.now()
  let transfers = 0
  let refused = 0
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, w) => {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      let n = 0
      while (Date.now() < until) {
        const from = owners[Math.floor(Math.random() * accounts)]!
        let to = owners[Math.floor(Math.random() * accounts)]!
        if (to === from) to = owners[(owners.indexOf(from) + 1) % accounts]!
        try {
          await client.query('select * from ledger_post($1, $2, $3::jsonb)', [
            `bench:${prefix}:${w}:${n++}`,
            'transfer',
            lines(from, to, 1n),
          ])
          transfers++
        } catch {
          refused++
        }
      }
      await client.end()
    }),
  )
  const seconds = (Date.now() - started) / 1000
  return { accounts, transfers, transfersPerSecond: Math.round(transfers / seconds), refused }
}

/** Runs both figures, or returns the reason when no PostgreSQL answers. */
export async function benchLedger(log: (line: string) => void = () => {}): Promise<LedgerBenchResult | string> {
  const database = await createBenchDatabase()
  if (typeof database === 'string') return database
  try {
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    await migrate(client)
    await client.end()
    const runs = [await run(database.url, 1, 1000, log), await run(database.url, 2, 10, log)]
    // The same proof as `npm run admin -- ledger check`: cached balances equal their postings, entries balance.
    const check = new pg.Client({ connectionString: database.url })
    await check.connect()
    const { rows } = await check.query(`select
      (select count(*) from ledger_accounts a where a.balance <> coalesce(
        (select sum(p.amount) from ledger_postings p where p.account_id = a.id), 0)) as mismatches,
      (select count(*) from (select p.entry_id from ledger_postings p join ledger_accounts a on a.id = p.account_id
        group by p.entry_id, a.coin_id having sum(p.amount) <> 0) x) as unbalanced`)
    await check.end()
    return { runs, booksOk: Number(rows[0].mismatches) === 0 && Number(rows[0].unbalanced) === 0 }
  } finally {
    await database.drop()
  }
}

export function formatLedger(result: LedgerBenchResult | string): string[] {
  if (typeof result === 'string') return [`ledger transfers/s: ${result}`]
  const [spread, hot] = result.runs
  return [
    `ledger transfers/s (${WORKERS} workers, ${spread!.accounts} accounts): ${spread!.transfersPerSecond}`,
    `ledger transfers/s (${WORKERS} workers, ${hot!.accounts} hot accounts): ${hot!.transfersPerSecond}`,
    `ledger books after the bench: ${result.booksOk ? 'balanced' : 'DIFFERENCES'} (refused: ${result.runs
      .map((r) => r.refused)
      .join(', ')})`,
  ]
}
