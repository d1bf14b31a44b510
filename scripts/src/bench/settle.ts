/**
 * Settlement at scale (issue 34): 10,000, 30,000 and 100,000 users seeded on PostgreSQL (settleSeed.ts), then one
 * day's jobs run as the scheduler runs them (`runJob`: the job's leader lock, one transaction, the settlement row) and
 * the day's airdrop claims as the signed route makes them (signed, one statement each, 8 at a time). Per
 * job: the users paid, postings per second and seconds, and the books checked after (`ledger check`'s checkBooks).
 * A fresh database per size, dropped after. SETTLE_BENCH_USERS=10000,30000 for other sizes.
 */
import { type ActionBody, signedActionMessage } from '@phoswap/core/auth/actionFields'
import { sql } from 'drizzle-orm'
import { keccak256, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { type DbHandle, openDb } from '../../../server/src/db/client'
import { runMigrations } from '../../../server/src/db/migrate'
import { type DayPeriod, parseDay } from '../../../server/src/jobs/period'
import { runJob } from '../../../server/src/jobs/runJob'
import { programs } from '../../../server/src/programs'
import { claimAirdrop, claimStatement, currentReward } from '../../../server/src/programs/airdrop/airdrop'
import { payAssetPacksJob } from '../../../server/src/programs/assetPacks/payAssetPacks'
import { poolsOf } from '../../../server/src/programs/collect'
import { settleEquityJob } from '../../../server/src/programs/equity/settleEquity'
import { starCardsJob } from '../../../server/src/programs/equity/starCardsJob'
import { payGdtRewardsJob } from '../../../server/src/programs/gdt/payGdtRewards'
import { expireGroupsJob } from '../../../server/src/programs/groups/expireGroups'
import { issueNonce } from '../../../server/src/services/auth/nonces'
import { createSignatureVerifier } from '../../../server/src/services/auth/verifySignature'
import { checkBooks } from '../../../server/src/services/ledger/checkBooks'
import { runSignedStatement } from '../../../server/src/services/rewards/signedEntry'
import type { Session } from '../../../server/src/types'
import { createBenchDatabase } from './benchDatabase'
import { type SeedFacts, seedUsers } from './settleSeed'

const SIZES = (process.env.SETTLE_BENCH_USERS || '10000,30000,100000').split(',').map(Number)
const CLAIM_CONNECTIONS = 8
/** The chain the claims' sessions are on (only in the signed text here: the claim reads no chain). */
const CLAIM_CHAIN = 31337
/**
 * Airdrop claims measured per size: each is a user's own signed request, one transaction and commit each on the
 * airdrop pool's row, tens a second on this machine, so all 100,000 would take most of an hour. The rate of this
 * many is printed with what all users would take at it (SETTLE_BENCH_CLAIMS=100000 to claim for everyone).
 */
const CLAIMS = Number(process.env.SETTLE_BENCH_CLAIMS || 2000)

export interface SettleJobRow {
  job: string
  usersPaid: number
  postings: number
  seconds: number
  booksOk: boolean
}

export interface SettleRun {
  users: number
  seedSeconds: number
  facts: SeedFacts
  jobs: SettleJobRow[]
  /** The settlement jobs' seconds (the airdrop claims apart: users' own requests, measured on CLAIMS of them). */
  daySeconds: number
  /** Seconds all users' claims would take at the measured claim rate. */
  allClaimsSeconds: number
}

type Rows<T> = { rows: T[] }

const CLAIMS_STEP = 'airdrop claims'

/** Users credited (distinct non-pool receivers) and postings of the entries posted since entry id `after`. */
async function postedSince(handle: DbHandle, after: number): Promise<{ usersPaid: number; postings: number }> {
  const { rows } = (await handle.db.execute(sql`select
      count(distinct a.owner) filter (where p.amount > 0 and a.owner not like 'pool:%' and a.owner not like 'group-escrow:%')::int as paid,
      count(*)::int as postings
    from ledger_postings p join ledger_accounts a on a.id = p.account_id where p.entry_id > ${after}`)) as unknown as Rows<{
    paid: number
    postings: number
  }>
  return { usersPaid: rows[0]!.paid, postings: rows[0]!.postings }
}

async function lastEntry(handle: DbHandle): Promise<number> {
  const { rows } = (await handle.db.execute(
    sql`select coalesce(max(id), 0)::bigint as id from ledger_entries`,
  )) as unknown as Rows<{ id: string }>
  return Number(rows[0]!.id)
}

interface SignedClaim {
  session: Session
  body: ActionBody<'airdrop_claim'>
}

/**
 * CLAIMS wallets' signed claims of the day's offer, made before the clock starts: a key each (derived from its
 * number), a nonce issued as `POST /v1/auth/action-nonce` issues it, core's text signed as the web app signs it.
 */
async function signClaims(handle: DbHandle, allUsers: number): Promise<SignedClaim[]> {
  const reward = await currentReward(handle.db)
  if (!reward) throw new Error('no airdrop offer')
  const fields = { reward_id: String(reward.id) }
  const claims: SignedClaim[] = []
  for (let i = 1; i <= Math.min(allUsers, CLAIMS); i++) {
    const account = privateKeyToAccount(keccak256(toHex(`phoswap settle claim ${i}`)))
    const { nonce } = await issueNonce(handle.db, account.address.toLowerCase(), 'airdrop_claim')
    const message = signedActionMessage({
      action: 'airdrop_claim',
      fields,
      address: account.address,
      chainId: CLAIM_CHAIN,
      nonce,
    })
    const signature = await account.signMessage({ message })
    const session = { address: account.address.toLowerCase(), chainId: CLAIM_CHAIN, signer: 'key' as const }
    claims.push({ session, body: { ...fields, nonce, signature } })
  }
  return claims
}

/**
 * The signed claims made as the route makes them (`runSignedStatement` with `claimStatement`: the signature checked
 * offline, the claim in one statement), CLAIM_CONNECTIONS at a time. The snapshot's holding (chain and wallet at
 * 00:00) is the route's read before the claim; here a holding above the offer's.
 */
async function claimAll(handle: DbHandle, claims: SignedClaim[]): Promise<void> {
  const verifier = createSignatureVerifier(() => null)
  const now = new Date()
  let next = 0
  await Promise.all(
    Array.from({ length: CLAIM_CONNECTIONS }, async () => {
      while (next < claims.length) {
        const { session, body } = claims[next++]!
        const input = { address: session.address, rewardId: Number(body.reward_id), held: 1000n * 10n ** 18n, now }
        const signed = { action: 'airdrop_claim' as const, body }
        await runSignedStatement(handle.db, verifier, session, signed, claimStatement(handle.db, input), (tx) =>
          claimAirdrop(tx, input),
        )
      }
    }),
  )
}

async function runDay(handle: DbHandle, users: number, period: DayPeriod, log: (line: string) => void) {
  const pools = poolsOf(programs)
  const claims = await signClaims(handle, users)
  const steps: [string, () => Promise<unknown>][] = [
    ...[payAssetPacksJob, payGdtRewardsJob, starCardsJob, settleEquityJob].map(
      (job) => [job.name, () => runJob(handle, job, period)] as [string, () => Promise<unknown>],
    ),
    [CLAIMS_STEP, () => claimAll(handle, claims)],
    [expireGroupsJob.name, () => runJob(handle, expireGroupsJob, period)],
  ]
  const jobs: SettleJobRow[] = []
  for (const [job, run] of steps) {
    const after = await lastEntry(handle)
    const started = performance.now()
    const outcome = await run()
    const seconds = (performance.now() - started) / 1000
    if (outcome && typeof outcome === 'object' && 'status' in outcome && outcome.status !== 'done') {
      throw new Error(`${job}: ${String(outcome.status)}`)
    }
    const { usersPaid, postings } = await postedSince(handle, after)
    const booksOk = (await checkBooks(handle.db, pools)).ok
    jobs.push({ job, usersPaid, postings, seconds, booksOk })
    log(`settle ${users}: ${formatJob(jobs.at(-1)!)}`)
  }
  return jobs
}

export async function benchSettle(log: (line: string) => void = () => {}): Promise<SettleRun[] | string> {
  const runs: SettleRun[] = []
  // Yesterday (UTC): its end has passed, so the groups' deadlines are past by the database clock too.
  const period = parseDay(new Date(Date.now() - 86_400_000).toISOString().slice(0, 10))!
  for (const users of SIZES) {
    const database = await createBenchDatabase()
    if (typeof database === 'string') return database
    const handle = openDb({ databaseUrl: database.url })
    try {
      await runMigrations(handle)
      log(`settle ${users}: seeding`)
      const started = performance.now()
      const facts = await seedUsers(handle.db, users, period)
      const seedSeconds = (performance.now() - started) / 1000
      log(`settle ${users}: seeded in ${seedSeconds.toFixed(1)} s (${JSON.stringify(facts)})`)
      const jobs = await runDay(handle, users, period, log)
      const claims = jobs.find((j) => j.job === CLAIMS_STEP)!
      const daySeconds = jobs.filter((j) => j !== claims).reduce((s, j) => s + j.seconds, 0)
      const allClaimsSeconds = (claims.seconds / Math.max(claims.usersPaid, 1)) * users
      runs.push({ users, seedSeconds, facts, jobs, daySeconds, allClaimsSeconds })
    } finally {
      await handle.close()
      // The pool's connections close a moment after close() resolves; dropping (with force) before then would end
      // one under the pool, which reports it as an unhandled error.
      for (let i = 0; i < 50; i++) {
        const { rows } = await database.admin.query(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [database.name],
        )
        if (rows[0].n === 0) break
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      await database.drop()
    }
  }
  return runs
}

function formatJob(j: SettleJobRow): string {
  const rate = Math.round(j.postings / Math.max(j.seconds, 1e-3))
  return `${j.job.padEnd(15)} users paid ${String(j.usersPaid).padStart(6)}, ${String(j.postings).padStart(6)} postings, ${String(rate).padStart(6)} postings/s, ${j.seconds.toFixed(2).padStart(6)} s, ledger check ${j.booksOk ? 'ok' : 'DIFFERENCES'}`
}

export function formatSettle(result: SettleRun[] | string): string[] {
  if (typeof result === 'string') return [`settle day: ${result}`]
  const lines: string[] = []
  for (const run of result) {
    lines.push(
      `settle day, ${run.users} users (referral depth up to ${run.facts.maxDepth}, ${run.facts.packs} packs, ${run.facts.swaps} swaps, ${run.facts.groups} groups; seeded in ${run.seedSeconds.toFixed(1)} s):`,
    )
    for (const j of run.jobs) lines.push(`  ${formatJob(j)}`)
    lines.push(
      `  settlement jobs ${run.daySeconds.toFixed(1)} s (${((run.daySeconds / run.users) * 1e6).toFixed(0)} µs per user); ` +
        `airdrop claims by all ${run.users} users at the measured rate: ${run.allClaimsSeconds.toFixed(0)} s more`,
    )
  }
  const last = result.at(-1)
  if (last)
    lines.push(
      `settle day (${last.users} users): ${last.daySeconds.toFixed(1)} s (settlement jobs; goal: under 60 s, linear in users)`,
    )
  return lines
}
