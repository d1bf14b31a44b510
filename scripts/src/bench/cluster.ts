/**
 * Three API instances on one PostgreSQL, as docs/operations.md runs them behind a load balancer: mixed public
 * reads on every instance at once, with sign-ins and a signed action (bind referrer) spread over the instances.
 * Reports requests/s, p99, 5xx (goal 0), how many instances lead the indexer (goal 1) and each instance's memory
 * before and after. Bounded: a fixed duration for the reads and a fixed number of users.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { localVaultSignerKey } from '@phoswap/contracts/accounts'
import { startAnvil } from '@phoswap/contracts/anvil'
import { deployAndSeed, writeDeployment } from '@phoswap/contracts/seed'
import { buildActionMessage } from '@phoswap/core/auth/actionMessage'
import autocannon from 'autocannon'
import pg from 'pg'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { freePort } from '../ports'
import { stopChild, waitForHealth } from '../sandbox'
import { createBenchDatabase } from './benchDatabase'
import { benchMoney, formatMoney, loadText, type MoneyResult, moneyAccounts } from './clusterMoney'

const root = join(import.meta.dirname, '..', '..', '..')
const INSTANCES = 3
const CONNECTIONS_PER_INSTANCE = 4
const READ_SECONDS = 10
/** Users who sign in and bind during the reads: below the sign-in rate limit of each instance (30 a minute). */
const USERS = 18
const SIWE_DOMAIN = 'bench.phoswap.local'
const LOCAL_CHAIN_ID = 31337

export interface ClusterInstance {
  port: number
  rssBeforeMB: number
  rssAfterMB: number
  readsPerSecond: number
  p99Ms: number
}

export interface ClusterResult {
  instances: ClusterInstance[]
  requests: number
  requestsPerSecond: number
  p99Ms: number
  errors5xx: number
  non2xx: number
  signIns: number
  signedActions: number
  signedActionP99Ms: number
  indexerLeaders: number
  /** The machine's load averages after the reads. */
  load: string
  /** The money routes under load, after the reads (clusterMoney.ts). */
  money: MoneyResult
}

interface Instance {
  port: number
  url: string
  child: ChildProcess
}

function rssMB(pid: number | undefined): number {
  if (!pid) return 0
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return match ? Math.round(Number(match[1]) / 1024) : 0
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

async function startInstance(
  env: Record<string, string>,
  dataDir: string,
  first: boolean,
  firstEnv: Record<string, string>,
): Promise<Instance> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}/`
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'src', 'main.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // API only: no web app to serve.
      WEB_DIST_DIR: join(dataDir, 'no-web'),
      LOG_LEVEL: 'warn',
      SIWE_DOMAINS: SIWE_DOMAIN,
      // The reads come from one address at thousands a second: no per-client read limit (sign-ins keep theirs).
      RATE_LIMIT_READ: String(Number.MAX_SAFE_INTEGER),
      // One instance seeds the notices and banners the reads fetch; the others find them there.
      SEED_CONTENT: first ? '1' : '0',
      ...(first ? firstEnv : {}),
    },
  })
  // The first one also seeds the money users' balances through the ledger (a few thousand entries).
  await waitForHealth(url, child, first ? 600_000 : 60_000)
  return { port, url, child }
}

async function post<T>(url: string, body: unknown, token?: string): Promise<{ status: number; data: T }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  })
  const json = (await response.json()) as { data: T }
  return { status: response.status, data: json.data }
}

async function signIn(base: string, account: PrivateKeyAccount): Promise<{ token: string; statuses: number[] }> {
  const nonce = await post<{ nonce: string }>(`${base}v1/auth/nonce`, { address: account.address })
  const message = createSiweMessage({
    address: account.address,
    chainId: LOCAL_CHAIN_ID,
    domain: SIWE_DOMAIN,
    nonce: nonce.data.nonce,
    uri: `https://${SIWE_DOMAIN}`,
    version: '1',
    issuedAt: new Date(),
  })
  const verified = await post<{ token: string }>(`${base}v1/auth/verify`, {
    message,
    signature: await account.signMessage({ message }),
  })
  return { token: verified.data?.token ?? '', statuses: [nonce.status, verified.status] }
}

interface ActionOutcome {
  statuses: number[]
  bindMs: number
}

/** Sign-in, then the signed action bind (action nonce, signed message, post), as the web app does. */
async function signInAndBind(base: string, account: PrivateKeyAccount, inviteCode: string): Promise<ActionOutcome> {
  const { token, statuses } = await signIn(base, account)
  const started = performance.now()
  const nonce = await post<{ nonce: string }>(`${base}v1/auth/action-nonce`, { action: 'bind' }, token)
  const params = { invite_code: inviteCode }
  const message = buildActionMessage({
    action: 'bind',
    address: account.address,
    chainId: LOCAL_CHAIN_ID,
    nonce: nonce.data.nonce,
    params,
  })
  const bound = await post(
    `${base}v1/user-center/bind`,
    { ...params, nonce: nonce.data.nonce, signature: await account.signMessage({ message }) },
    token,
  )
  return { statuses: [...statuses, nonce.status, bound.status], bindMs: performance.now() - started }
}

async function reads(base: string): Promise<autocannon.Result> {
  return autocannon({
    url: base.replace(/\/$/, ''),
    connections: CONNECTIONS_PER_INSTANCE,
    duration: READ_SECONDS,
    headers: { 'show-language': 'en-US' },
    requests: [
      { method: 'GET', path: '/v1/index/quote' },
      { method: 'GET', path: '/v1/basic/notice/list?page=1&page_size=10' },
      { method: 'GET', path: '/v1/basic/banner/list' },
      { method: 'GET', path: '/v1/index/config' },
      { method: 'GET', path: '/v1/health' },
    ],
  })
}

/** Sessions holding the indexer's advisory lock (server/src/services/indexer/advisoryLock.ts, schema public). */
async function countIndexerLeaders(client: pg.Client, database: string): Promise<number> {
  const result = await client.query<{ n: string }>(
    `select count(distinct pid)::text as n from pg_locks
      where locktype = 'advisory' and granted and database = (select oid from pg_database where datname = $1)
        and objsubid = 1 and objid::text::bigint = (hashtext('public:phoswap:indexer')::bigint & 4294967295)`,
    [database],
  )
  return Number(result.rows[0]?.n ?? 0)
}

/** Runs the cluster bench, or returns null with the reason when no PostgreSQL answers. */
export async function benchCluster(log: (line: string) => void = () => {}): Promise<ClusterResult | string> {
  const database = await createBenchDatabase()
  if (typeof database === 'string') return database

  const dataDir = mkdtempSync(join(tmpdir(), 'phoswap-cluster-'))
  mkdirSync(join(dataDir, 'deployments'), { recursive: true })
  const anvil = await startAnvil({ port: await freePort(), silent: true })
  const instances: Instance[] = []
  try {
    log('cluster: deploying the contracts ...')
    writeDeployment(join(dataDir, 'deployments'), await deployAndSeed({ rpcUrl: anvil.rpcUrl }))
    const money = moneyAccounts()
    const env = {
      DATABASE_URL: database.url,
      LOCAL_RPC_URL: anvil.rpcUrl,
      INDEXER_POLL_MS: '500',
      // Behind a load balancer on this host: each money user's X-Forwarded-For is its own client address.
      TRUST_PROXY: 'loopback',
      VAULT_SIGNER_KEY: localVaultSignerKey,
      OPERATOR_ADDRESSES: money.operator.address,
    }
    // The money users' balances (and the programs' pools): the sandbox's seed, posted once by the first instance.
    const seed = { SEED_LEDGER_ADDRESSES: [...money.users, ...money.leaders].map((a) => a.address).join(',') }
    // One after another: the first runs the migrations, the others find them applied.
    const seedStarted = performance.now()
    for (let i = 0; i < INSTANCES; i++) {
      instances.push(await startInstance(env, dataDir, i === 0, seed))
      if (i === 0)
        log(`cluster: first instance up, balances seeded in ${Math.round((performance.now() - seedStarted) / 1000)} s`)
    }
    log(`cluster: ${INSTANCES} instances on one PostgreSQL database`)

    // The referrer every bench user binds under.
    const rootAccount = privateKeyToAccount(generatePrivateKey())
    const rootSession = await signIn(instances[0]!.url, rootAccount)
    const account = await post<{ user_info: { invite_code: string } }>(
      `${instances[0]!.url}v1/index/get-account`,
      { address: rootAccount.address },
      rootSession.token,
    )
    const inviteCode = account.data.user_info.invite_code

    // Warm every instance, then measure memory at rest.
    await Promise.all(instances.map((instance) => fetch(`${instance.url}v1/index/quote`)))
    const rssBefore = instances.map((instance) => rssMB(instance.child.pid))

    const users = Array.from({ length: USERS }, () => privateKeyToAccount(generatePrivateKey()))
    const actions = (async () => {
      const outcomes: ActionOutcome[] = []
      // Spread over the read window, round-robin over the instances, two at a time.
      for (let i = 0; i < users.length; i += 2) {
        const batch = users.slice(i, i + 2).map((user, j) => {
          const instance = instances[(i + j) % instances.length]!
          return signInAndBind(instance.url, user, inviteCode)
        })
        outcomes.push(...(await Promise.all(batch)))
        await new Promise((r) => setTimeout(r, (READ_SECONDS * 1000) / (users.length / 2) / 2))
      }
      return outcomes
    })()
    const readResults = await Promise.all(instances.map((instance) => reads(instance.url)))
    const outcomes = await actions
    const rssAfter = instances.map((instance) => rssMB(instance.child.pid))
    const leaders = await countIndexerLeaders(database.admin, database.name)
    const readsLoad = loadText()
    const moneyResult = await benchMoney(
      {
        urls: instances.map((instance) => instance.url),
        siweDomain: SIWE_DOMAIN,
        serverPids: instances.map((instance) => instance.child.pid!),
        databasePids: async () =>
          (
            await database.admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [
              database.name,
            ])
          ).rows.map((row) => row.pid),
        tableStats: async () => {
          const client = new pg.Client({ connectionString: database.url })
          await client.connect()
          try {
            const { rows } = await client.query<{ relname: string; seq: string; rows: string; idx: string }>(
              `select relname, seq_scan::text as seq, seq_tup_read::text as rows, coalesce(idx_scan, 0)::text as idx
                 from pg_stat_user_tables`,
            )
            return new Map(
              rows.map((r) => [
                r.relname,
                { seqScans: Number(r.seq), seqRows: Number(r.rows), indexScans: Number(r.idx) },
              ]),
            )
          } finally {
            await client.end()
          }
        },
      },
      money,
      log,
    )

    const actionStatuses = outcomes.flatMap((outcome) => outcome.statuses)
    const requests = readResults.reduce((sum, result) => sum + result.requests.total, 0) + actionStatuses.length
    const errors5xx =
      readResults.reduce((sum, result) => sum + result['5xx'], 0) + actionStatuses.filter((s) => s >= 500).length
    const non2xx =
      readResults.reduce((sum, result) => sum + result.non2xx, 0) + actionStatuses.filter((s) => s !== 200).length
    return {
      instances: instances.map((instance, i) => ({
        port: instance.port,
        rssBeforeMB: rssBefore[i]!,
        rssAfterMB: rssAfter[i]!,
        readsPerSecond: Math.round(readResults[i]!.requests.average),
        p99Ms: readResults[i]!.latency.p99,
      })),
      requests,
      requestsPerSecond: Math.round(requests / READ_SECONDS),
      p99Ms: Math.max(...readResults.map((result) => result.latency.p99)),
      errors5xx,
      non2xx,
      signIns: outcomes.filter((outcome) => outcome.statuses[1] === 200).length,
      signedActions: outcomes.filter((outcome) => outcome.statuses[3] === 200).length,
      signedActionP99Ms: Math.round(
        percentile(
          outcomes.map((outcome) => outcome.bindMs),
          99,
        ),
      ),
      indexerLeaders: leaders,
      load: readsLoad,
      money: moneyResult,
    }
  } finally {
    await Promise.all(instances.map((instance) => stopChild(instance.child)))
    await anvil.stop()
    await database.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** The lines `npm run bench` prints for the cluster. */
export function formatCluster(result: ClusterResult | string): string[] {
  if (typeof result === 'string') return [`three API instances on one PostgreSQL: ${result}`]
  return [
    `three API instances on one PostgreSQL, ${READ_SECONDS} s of mixed reads with ${result.signIns} sign-ins and ${result.signedActions} signed actions: ${result.requestsPerSecond} req/s, p99 ${result.p99Ms} ms, signed action p99 ${result.signedActionP99Ms} ms, 5xx ${result.errors5xx} (goal 0), other non-2xx ${result.non2xx - result.errors5xx}, indexer leaders ${result.indexerLeaders} (goal 1); ${result.load}`,
    ...result.instances.map(
      (instance, i) =>
        `  instance ${i + 1}: ${instance.readsPerSecond} reads/s, p99 ${instance.p99Ms} ms, memory ${instance.rssBeforeMB} MB before, ${instance.rssAfterMB} MB after`,
    ),
    ...formatMoney(result.money),
  ]
}
