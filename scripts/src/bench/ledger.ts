/**
 * Ledger transfers on PostgreSQL, side by side with an anchor. Ours: each transfer is one journal entry with two
 * postings and the two cached balances, posted by the server's own `ledger_post` function in one round trip
 * (autocommit). The anchor: pgledger (scripts/src/bench/anchors/pgledger, unchanged), a well-known double-entry
 * ledger in pure PostgreSQL, loaded into the same database and driven by the same workers in the same run.
 *
 * Three shapes, each for a fixed time with 16 workers on their own connections: single transfers of 1 base unit
 * between random accounts of 1000; the same between 10 hot accounts (row-lock contention); and batched payouts as
 * the daily jobs post them, each call moving 1 base unit from the worker's own pool to 100 random accounts of 1000
 * in one statement (one entry of 101 lines for us, one `pgledger_create_transfers` of 100 transfers for pgledger).
 * A batched call counts as 100 transfers. A fresh database is created and dropped, like the cluster bench.
 * While each shape runs, the workers' connections are sampled (pg_stat_activity): the printed waits per transfer say
 * what bounds it (for the hot accounts: the row locks, held until the previous transfer's commit is flushed).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { createBenchDatabase } from './benchDatabase'
import { sampleWaits, type WaitShares } from './waitSampler'

const root = join(import.meta.dirname, '..', '..', '..')
const anchorDir = join(import.meta.dirname, 'anchors', 'pgledger')
const WORKERS = 16
const SECONDS = 15
const BATCH = 100
const GDT = 6

export type LedgerShape = 'spread' | 'hot' | 'batched'

export interface LedgerRun {
  ledger: 'phoswap' | 'pgledger'
  shape: LedgerShape
  accounts: number
  transfers: number
  transfersPerSecond: number
  refused: number
  /** What the 16 connections did on average (pg_stat_activity sampled during the run). */
  waits: WaitShares
}

export interface LedgerBenchResult {
  runs: LedgerRun[]
  booksOk: boolean
}

/** Runs a file's statements as the server's migrator does (split at drizzle's breakpoints). */
async function runSqlFile(client: pg.Client, file: string): Promise<void> {
  for (const statement of readFileSync(file, 'utf8').split('--> statement-breakpoint')) {
    if (statement.trim()) await client.query(statement)
  }
}

/** The server's migrations, in order, and the anchor's schema beside them (its own `pgledger_` tables). */
async function install(client: pg.Client): Promise<void> {
  const dir = join(root, 'server', 'drizzle')
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    await runSqlFile(client, join(dir, file))
  }
  await runSqlFile(client, join(anchorDir, 'uuid-to-ulid.sql'))
  await runSqlFile(client, join(anchorDir, 'pgledger.sql'))
}

/** One call of a worker: moves base units between the given accounts and returns how many transfers it made. */
type Move = (client: pg.Client, key: string, worker: number) => Promise<number>

/**
 * Drives `move` from WORKERS connections for SECONDS; a refused call (error) counts apart and moves nothing. `admin`
 * samples what the connections wait for meanwhile.
 */
async function drive(
  url: string,
  admin: pg.Client,
  move: Move,
): Promise<{ transfers: number; seconds: number; refused: number; waits: WaitShares }> {
  const clients = await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      return client
    }),
  )
  const pids = await Promise.all(
    clients.map(async (c) => (await c.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid),
  )
  const sampler = sampleWaits(admin, pids)
  const started = Date.now()
  const until = started + SECONDS * 1000
  let transfers = 0
  let refused = 0
  await Promise.all(
    clients.map(async (client, w) => {
      let n = 0
      while (Date.now() < until) {
        try {
          transfers += await move(client, `${w}:${n++}`, w)
        } catch {
          refused++
        }
      }
    }),
  )
  const seconds = (Date.now() - started) / 1000
  const waits = await sampler.stop()
  await Promise.all(clients.map((c) => c.end()))
  return { transfers, seconds, refused, waits }
}

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!

/** Two different accounts of the list. */
function pair<T>(list: T[]): [T, T] {
  const i = Math.floor(Math.random() * list.length)
  const j = (i + 1 + Math.floor(Math.random() * (list.length - 1))) % list.length
  return [list[i]!, list[j]!]
}

/** BATCH different accounts of the list. */
function sample<T>(list: T[]): T[] {
  const chosen = new Set<T>()
  while (chosen.size < BATCH) chosen.add(pick(list))
  return [...chosen]
}

const ownerOf = (prefix: number, i: number) =>
  `0x${prefix.toString(16).padStart(2, '0')}${i.toString(16).padStart(38, '0')}`

const line = (owner: string, amount: bigint) => ({ owner, coin: GDT, bucket: 'usable', amount: amount.toString() })

const post = (client: pg.Client, key: string, kind: string, lines: ReturnType<typeof line>[]) =>
  client.query('select * from ledger_post($1, $2, $3::jsonb)', [key, kind, JSON.stringify(lines)])

/** Our ledger: accounts funded from the sandbox source (balances may not go negative), then the shape's moves. */
async function phoswapMove(url: string, shape: LedgerShape, prefix: number, count: number): Promise<Move> {
  const setup = new pg.Client({ connectionString: url })
  await setup.connect()
  const owners = Array.from({ length: count }, (_, i) => ownerOf(prefix, i))
  const pools = Array.from({ length: WORKERS }, (_, w) => `pool:bench-${prefix}-${w}`)
  for (const owner of shape === 'batched' ? pools : owners) {
    await post(setup, `bench:fund:${owner}`, 'sandbox_seed', [
      line('external:sandbox', -(10n ** 30n)),
      line(owner, 10n ** 30n),
    ])
  }
  await setup.end()
  if (shape === 'batched') {
    return async (client, key, w) => {
      const payees = sample(owners)
      await post(client, `bench:${prefix}:${key}`, 'transfer', [
        line(pools[w]!, -BigInt(BATCH)),
        ...payees.map((owner) => line(owner, 1n)),
      ])
      return BATCH
    }
  }
  return async (client, key) => {
    const [from, to] = pair(owners)
    await post(client, `bench:${prefix}:${key}`, 'transfer', [line(from, -1n), line(to, 1n)])
    return 1
  }
}

/** pgledger: accounts as its `pgledger_create_account` makes them (its defaults), then the same shape's moves. */
async function pgledgerMove(url: string, shape: LedgerShape, count: number): Promise<Move> {
  const setup = new pg.Client({ connectionString: url })
  await setup.connect()
  const create = async () =>
    (await setup.query<{ id: string }>(`select id from pgledger_create_account('bench', 'GDT')`)).rows[0]!.id
  const accounts: string[] = []
  for (let i = 0; i < count; i++) accounts.push(await create())
  const pools: string[] = []
  if (shape === 'batched') for (let w = 0; w < WORKERS; w++) pools.push(await create())
  await setup.end()
  if (shape === 'batched') {
    return async (client, _key, w) => {
      const requests = sample(accounts).map((to) => `"(${pools[w]},${to},1)"`)
      await client.query('select count(*) from pgledger_create_transfers($1::transfer_request[])', [
        `{${requests.join(',')}}`,
      ])
      return BATCH
    }
  }
  return async (client) => {
    const [from, to] = pair(accounts)
    await client.query('select count(*) from pgledger_create_transfer($1, $2, 1)', [from, to])
    return 1
  }
}

const SHAPES: [shape: LedgerShape, accounts: number][] = [
  ['spread', 1000],
  ['hot', 10],
  ['batched', 1000],
]

/** Runs every shape on both ledgers (ours first, then the anchor), or returns the reason when no PostgreSQL answers. */
export async function benchLedger(log: (line: string) => void = () => {}): Promise<LedgerBenchResult | string> {
  const database = await createBenchDatabase()
  if (typeof database === 'string') return database
  try {
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    await install(client)
    await client.end()
    const runs: LedgerRun[] = []
    for (const [index, [shape, accounts]] of SHAPES.entries()) {
      for (const ledger of ['phoswap', 'pgledger'] as const) {
        const move =
          ledger === 'phoswap'
            ? await phoswapMove(database.url, shape, index + 1, accounts)
            : await pgledgerMove(database.url, shape, accounts)
        log(`ledger: ${ledger}, ${shape}, ${accounts} accounts, ${WORKERS} workers for ${SECONDS} s ...`)
        const { transfers, seconds, refused, waits } = await drive(database.url, database.admin, move)
        const transfersPerSecond = Math.round(transfers / seconds)
        runs.push({ ledger, shape, accounts, transfers, transfersPerSecond, refused, waits })
      }
    }
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

const SHAPE_TEXT: Record<LedgerShape, string> = {
  spread: 'accounts',
  hot: 'hot accounts',
  batched: `accounts, batches of ${BATCH} from a pool`,
}

export function formatLedger(result: LedgerBenchResult | string): string[] {
  if (typeof result === 'string') return [`ledger transfers/s: ${result}`]
  const find = (ledger: LedgerRun['ledger'], shape: LedgerShape) =>
    result.runs.find((r) => r.ledger === ledger && r.shape === shape)!
  const lines = SHAPES.map(([shape]) => {
    const ours = find('phoswap', shape)
    const anchor = find('pgledger', shape)
    const ratio = (ours.transfersPerSecond / Math.max(anchor.transfersPerSecond, 1)).toFixed(2)
    return `ledger transfers/s (${WORKERS} workers, ${ours.accounts} ${SHAPE_TEXT[shape]}): ${ours.transfersPerSecond} (pgledger ${anchor.transfersPerSecond}, ${ratio}x)`
  })
  const spread = find('phoswap', 'spread').transfersPerSecond
  const hot = find('phoswap', 'hot').transfersPerSecond
  return [
    ...lines,
    `ledger hot accounts against spread: ${(spread / Math.max(hot, 1)).toFixed(2)}x slower (goal: within 2x)`,
    ...(['spread', 'hot'] as const).map((shape) => formatWaits(find('phoswap', shape))),
    `ledger books after the bench: ${result.booksOk ? 'balanced' : 'DIFFERENCES'} (refused: ${result.runs
      .map((r) => `${r.ledger} ${r.shape} ${r.refused}`)
      .join(', ')})`,
  ]
}

/**
 * Where our transfers' time goes (Little's law: connections in a state / transfers per second = time per transfer in
 * it): waiting for another transfer's row locks, for a commit's WAL flush, running, in the client.
 */
function formatWaits(run: LedgerRun): string {
  const perTransfer = (count: number) => `${((count / Math.max(run.transfersPerSecond, 1)) * 1000).toFixed(1)} ms`
  const { rowLock, walFlush, running, otherWait, client } = run.waits
  return `ledger ${run.shape} waits per transfer (${WORKERS} connections sampled): row locks ${perTransfer(rowLock)}, WAL flush ${perTransfer(walFlush)}, running ${perTransfer(running)}, other waits ${perTransfer(otherWait)}, client ${perTransfer(client)}`
}
