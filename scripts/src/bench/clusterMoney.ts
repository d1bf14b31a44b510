/**
 * The money routes under load on the cluster bench's three instances (issue 34): transfer, withdraw, group join,
 * pledge and airdrop claim from USERS signed-in users, each user behind its own client address (X-Forwarded-For
 * through TRUST_PROXY=loopback, as behind the load balancer of docs/operations.md, so each user has its own rate
 * limits), spread round-robin over the instances.
 *
 * Seeding goes through real paths only: balances from the sandbox's seed (SEED_LEDGER_ADDRESSES: one ledger entry
 * per address and coin from `external:sandbox`, posted by the first instance at start); the airdrop offer by the
 * operator's admin route (`airdrop set`), its pool from the same seed; the groups to join by leaders who buy
 * coupons and start groups through the signed routes. The measured stream is open-loop: one signed POST every
 * 1/RATE s whatever the answers, so a slow server meets the next requests on time instead of slowing the sender
 * down (a closed loop hides queueing). Each request's action nonce is fetched and its message signed before the
 * stream starts, so the bench's own signing (it shares the machine's two cores) does not delay the schedule;
 * the nonce route's latency is printed apart. `ledger check` (the operator route) runs after.
 */
import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { type ActionBody, type ActionFields, signedActionMessage } from '@phoswap/core/auth/actionFields'
import type { Action } from '@phoswap/core/auth/actions'
import { quoteTransfer } from '@phoswap/core/rewards/transferFee'
import { parseUnits } from 'viem'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'

export const MONEY_USERS = 1000
/** Leaders who start the groups the users join (not among the users: nobody joins their own group). */
const LEADERS = 50
const GROUPS_PER_LEADER = 3
/** The offered rate (requests/s) and how long it is held. */
export const MONEY_RATE = 200
export const MONEY_SECONDS = 30
const GOAL_P99_MS = 100
const PROFILE_PER_ROUTE = 200
const LOCAL_CHAIN_ID = 31337
const GDT = 6
const E18 = 10n ** 18n

export const MONEY_ROUTES = ['transfer', 'withdraw', 'group join', 'pledge', 'airdrop claim'] as const
type MoneyRoute = (typeof MONEY_ROUTES)[number]

export interface MoneyRouteResult {
  route: MoneyRoute
  /** Profile mode only: CPU milliseconds per request in the API instances and in PostgreSQL. */
  serverCpuMs?: number
  databaseCpuMs?: number
  /** Profile mode only: sequential scans per request, by table (rows read). */
  seqScans?: string
  requests: number
  ok: number
  /** Business refusals (4xx with the refusal's key), by key. */
  refused: Record<string, number>
  errors5xx: number
  p50Ms: number
  p99Ms: number
}

export interface MoneyResult {
  users: number
  offeredRate: number
  seconds: number
  requests: number
  /** Answers per second over the stream (the last answer's time). */
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  errors5xx: number
  refused: number
  /** Answers after which no status came back (a dropped connection): counted as failures. */
  failed: number
  /** The most the stream ran behind its schedule (the sender's own lag: large means the figures are the bench's). */
  maxSendLagMs: number
  routes: MoneyRouteResult[]
  nonceP99Ms: number
  seedSeconds: number
  /** CPU milliseconds per request over the stream: the API instances and the database's backends. */
  serverCpuMs: number
  databaseCpuMs: number
  /** What the failed fetches said (a few distinct messages). */
  failures: string[]
  profile: boolean
  ledgerCheckOk: boolean
  ledgerCheck: unknown
  goalHolds: boolean
  load: string
}

export interface MoneyCluster {
  /** Instance base URLs (ending in /). */
  urls: string[]
  siweDomain: string
  /** The instances' process ids and the bench database's backends, for the CPU each request costs. */
  serverPids: number[]
  databasePids: () => Promise<number[]>
  /** The database's per-table scan counters (pg_stat_user_tables): which tables a route reads by scanning. */
  tableStats: () => Promise<Map<string, { seqScans: number; seqRows: number; indexScans: number }>>
}

/** CPU seconds used so far by the servers and by the database's backends (a backend that ended is not counted). */
async function cpuNow(
  cluster: MoneyCluster,
  known: Map<number, number>,
): Promise<{ servers: number; database: number }> {
  const servers = cluster.serverPids.reduce((sum, pid) => sum + cpuSeconds(pid), 0)
  for (const pid of await cluster.databasePids()) known.set(pid, cpuSeconds(pid))
  for (const pid of known.keys()) {
    const now = cpuSeconds(pid)
    if (now > 0) known.set(pid, now)
  }
  return { servers, database: [...known.values()].reduce((a, b) => a + b, 0) }
}

/** The accounts the money phase uses: seeded at the first instance's start (SEED_LEDGER_ADDRESSES). */
export interface MoneyAccounts {
  users: PrivateKeyAccount[]
  leaders: PrivateKeyAccount[]
  operator: PrivateKeyAccount
}

export function moneyAccounts(): MoneyAccounts {
  return {
    users: Array.from({ length: MONEY_USERS }, () => privateKeyToAccount(generatePrivateKey())),
    leaders: Array.from({ length: LEADERS }, () => privateKeyToAccount(generatePrivateKey())),
    operator: privateKeyToAccount(generatePrivateKey()),
  }
}

export const loadText = (): string =>
  `load ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`

/** CPU seconds (user + system) a process has used, from /proc (0 once it is gone). */
export function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    // utime and stime are fields 14 and 15 of stat; after "pid (comm) " they are the 12th and 13th.
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return 0
  }
}

/** The CPU the API instances and the bench database's PostgreSQL backends have used so far, in seconds. */
export interface CpuMeter {
  read: () => Promise<{ servers: number; database: number }>
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

/** A distinct client address per account (10.x.y.z), as the load balancer would forward it. */
const clientIp = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`

interface Answer {
  status: number
  code: number
  msg: string
  data: unknown
}

async function call(
  url: string,
  init: { method?: string; body?: unknown; token?: string; ip: string },
): Promise<Answer> {
  const response = await fetch(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      'x-forwarded-for': init.ip,
      'show-language': 'en-US',
      ...(init.token ? { authorization: init.token } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  })
  const json = (await response.json().catch(() => ({}))) as { code?: number; msg?: string; data?: unknown }
  return { status: response.status, code: json.code ?? 0, msg: json.msg ?? '', data: json.data }
}

function need<T>(answer: Answer, what: string): T {
  if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${answer.code} ${answer.msg}`)
  return answer.data as T
}

interface Client {
  account: PrivateKeyAccount
  ip: string
  base: string
  token: string
}

async function signIn(base: string, account: PrivateKeyAccount, ip: string, domain: string, statement?: string) {
  const nonce = need<{ nonce: string }>(
    await call(`${base}v1/auth/nonce`, { body: { address: account.address }, ip }),
    'nonce',
  )
  const message = createSiweMessage({
    address: account.address,
    chainId: LOCAL_CHAIN_ID,
    domain,
    nonce: nonce.nonce,
    uri: `https://${domain}`,
    version: '1',
    issuedAt: new Date(),
    ...(statement ? { statement } : {}),
  })
  const signature = await account.signMessage({ message })
  return need<{ token: string }>(await call(`${base}v1/auth/verify`, { body: { message, signature }, ip }), 'verify')
    .token
}

/** What the web app's signedAction does: an action nonce from the server, core's message, the wallet's signature. */
async function signed<A extends Action>(
  client: Client,
  action: A,
  fields: ActionFields<A>,
  nonceMs?: number[],
): Promise<ActionBody<A>> {
  const started = performance.now()
  const { nonce } = need<{ nonce: string }>(
    await call(`${client.base}v1/auth/action-nonce`, { body: { action }, token: client.token, ip: client.ip }),
    `action nonce ${action}`,
  )
  nonceMs?.push(performance.now() - started)
  const message = signedActionMessage({
    action,
    fields,
    address: client.account.address,
    chainId: LOCAL_CHAIN_ID,
    nonce,
  })
  return { ...fields, nonce, signature: await client.account.signMessage({ message }) }
}

/** Runs `work` over `items` with at most `parallel` at once. */
async function pool<T, R>(items: T[], parallel: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(parallel, items.length) }, async () => {
      for (;;) {
        const i = next++
        if (i >= items.length) return
        out[i] = await work(items[i]!, i)
      }
    }),
  )
  return out
}

interface Planned {
  route: MoneyRoute
  client: Client
  path: string
  body: unknown
}

export async function benchMoney(
  cluster: MoneyCluster,
  accounts: MoneyAccounts,
  log: (line: string) => void,
): Promise<MoneyResult> {
  const { urls, siweDomain } = cluster
  const seedStarted = performance.now()
  const base0 = urls[0]!

  // The operator: the day's airdrop offer (5 GDT a claim, no holding asked); its pool was seeded at start.
  const operatorIp = clientIp(0xfffff0)
  const operatorToken = await signIn(
    base0,
    accounts.operator,
    operatorIp,
    siweDomain,
    'Sign in to PhoSwap as an operator.',
  )
  const offer = need<{ reward_id: number }>(
    await call(`${base0}v1/admin/airdrop/reward`, {
      body: { coin_id: GDT, amount: '5', hold_examine: '0' },
      token: operatorToken,
      ip: operatorIp,
    }),
    'airdrop set',
  )
  const transferConfigs = need<{ list: { coin_id: number; fee_rate_ppm: number }[] }>(
    await call(`${base0}v1/transfer/configs`, { ip: operatorIp }),
    'transfer configs',
  )
  const gdtFeePpm = transferConfigs.list.find((c) => c.coin_id === GDT)?.fee_rate_ppm ?? 0

  // Everyone signs in (round-robin over the instances: sessions live in the database, any instance serves them).
  log(`cluster money: signing in ${accounts.users.length} users and ${accounts.leaders.length} leaders ...`)
  const everyone = [...accounts.users, ...accounts.leaders]
  const clients = await pool(everyone, 12, async (account, i) => {
    const ip = clientIp(i + 1)
    const base = urls[i % urls.length]!
    return { account, ip, base, token: await signIn(base, account, ip, siweDomain) }
  })
  const users = clients.slice(0, accounts.users.length)
  const leaders = clients.slice(accounts.users.length)

  // Leaders buy coupons and start the groups, through the signed routes.
  log(`cluster money: ${leaders.length} leaders start ${leaders.length * GROUPS_PER_LEADER} groups ...`)
  const groupIds = (
    await pool(leaders, 6, async (leader) => {
      const buy = await signed(leader, 'gg_buy_coupons', { amount: GROUPS_PER_LEADER })
      need(await call(`${leader.base}v1/gg/buy-coupons`, { body: buy, token: leader.token, ip: leader.ip }), 'coupons')
      const ids: number[] = []
      for (let g = 0; g < GROUPS_PER_LEADER; g++) {
        const start = await signed(leader, 'gg_initiate', {})
        const group = need<{ id: number }>(
          await call(`${leader.base}v1/gg/initiate`, { body: start, token: leader.token, ip: leader.ip }),
          'initiate',
        )
        ids.push(group.id)
      }
      return ids
    })
  ).flat()

  // The stream: MONEY_RATE × MONEY_SECONDS requests, the five routes in turn, users in turn. Each join takes the
  // next free seat (9 joiners fill a group of 10); each user claims the airdrop at most once.
  // Profile: 200 of each route (their nonces must stay fresh while the routes run one after another).
  const profile = process.env.MONEY_PROFILE === '1'
  const total = profile ? PROFILE_PER_ROUTE * MONEY_ROUTES.length : MONEY_RATE * MONEY_SECONDS
  const plans: (() => Promise<Planned>)[] = []
  const nonceMs: number[] = []
  let joins = 0
  let claims = 0
  for (let i = 0; i < total; i++) {
    const route = MONEY_ROUTES[i % MONEY_ROUTES.length]!
    const client = users[Math.floor(i / MONEY_ROUTES.length) % users.length]!
    if (route === 'transfer') {
      const to = users[(users.indexOf(client) + 1) % users.length]!.account.address
      const quote = quoteTransfer(E18, gdtFeePpm)!
      const fields = { to_address: to, coin_id: GDT, amount: quote.amount.toString(), fee: quote.fee.toString() }
      plans.push(async () => ({
        route,
        client,
        path: 'v1/transfer/out',
        body: await signed(client, 'transfer_out', fields, nonceMs),
      }))
    } else if (route === 'withdraw') {
      const fields = { chain_id: LOCAL_CHAIN_ID, coin_id: GDT, amount: parseUnits('2', 18).toString() }
      plans.push(async () => ({
        route,
        client,
        path: 'v1/order/withdraw',
        body: await signed(client, 'withdraw', fields, nonceMs),
      }))
    } else if (route === 'group join') {
      const ticket = groupIds[Math.floor(joins++ / 9) % groupIds.length]!
      plans.push(async () => ({
        route,
        client,
        path: 'v1/gg/join',
        body: await signed(client, 'gg_join', { ticket_id: ticket }, nonceMs),
      }))
    } else if (route === 'pledge') {
      plans.push(async () => ({
        route,
        client,
        path: 'v1/pledge/do',
        body: await signed(client, 'pledge', { config_id: 1 }, nonceMs),
      }))
    } else {
      // One claim per user: the claims go to users in turn (more claims than users: the rest are refused, counted).
      const claimant = users[claims++ % users.length]!
      plans.push(async () => ({
        route,
        client: claimant,
        path: 'v1/airdrop/reward/claim',
        body: await signed(claimant, 'airdrop_claim', { reward_id: String(offer.reward_id) }, nonceMs),
      }))
    }
  }
  log(`cluster money: fetching ${total} action nonces and signing the requests ...`)
  const planned = await pool(plans, 8, async (plan) => plan())
  const seedSeconds = (performance.now() - seedStarted) / 1000

  type Outcome = { route: MoneyRoute; ms: number; status: number; msg: string; code: number }
  const outcomes: Outcome[] = []
  let maxSendLagMs = 0
  let lastAnswerAt = 0
  const send = async (p: Planned, due: number): Promise<void> => {
    try {
      const a = await call(`${p.client.base}${p.path}`, { body: p.body, token: p.client.token, ip: p.client.ip })
      const now = performance.now()
      lastAnswerAt = Math.max(lastAnswerAt, now)
      // Latency from the scheduled time: a late send counts against the figure, not for it.
      outcomes.push({ route: p.route, ms: now - due, status: a.status, msg: a.msg, code: a.code })
    } catch (error) {
      const cause = (error as Error & { cause?: Error }).cause
      const msg = `${(error as Error).message}${cause ? `: ${cause.message}` : ''}`
      outcomes.push({ route: p.route, ms: performance.now() - due, status: 0, msg, code: 0 })
    }
  }
  const known = new Map<number, number>()
  const routeScans = new Map<MoneyRoute, string>()
  const routeCpu = new Map<MoneyRoute, { servers: number; database: number }>()
  const cpuBefore = await cpuNow(cluster, known)
  const start = performance.now() + 50
  if (profile) {
    // Profile: each route alone, closed loop with 4 at a time, and the CPU it cost (servers and database).
    log(`cluster money: profile, each route alone, 4 requests at a time (${loadText()}) ...`)
    for (const route of MONEY_ROUTES) {
      const mine = planned.filter((p) => p.route === route)
      const statsBefore = await cluster.tableStats()
      const before = await cpuNow(cluster, known)
      await pool(mine, 4, (p) => send(p, performance.now()))
      const after = await cpuNow(cluster, known)
      // The statistics reach the view within a second of each transaction's end.
      await new Promise((r) => setTimeout(r, 1500))
      const statsAfter = await cluster.tableStats()
      const scans: string[] = []
      for (const [table, now] of statsAfter) {
        const was = statsBefore.get(table) ?? { seqScans: 0, seqRows: 0, indexScans: 0 }
        const seq = now.seqScans - was.seqScans
        if (seq > 0)
          scans.push(
            `${table} ${(seq / mine.length).toFixed(1)} seq scans (${Math.round((now.seqRows - was.seqRows) / mine.length)} rows)`,
          )
      }
      routeScans.set(route, scans.length ? scans.join(', ') : 'none')
      routeCpu.set(route, {
        servers: ((after.servers - before.servers) * 1000) / mine.length,
        database: ((after.database - before.database) * 1000) / mine.length,
      })
    }
  } else {
    // Open loop: request i leaves at start + i / MONEY_RATE, whatever the earlier answers.
    log(`cluster money: ${total} signed requests at ${MONEY_RATE}/s for ${MONEY_SECONDS} s (${loadText()}) ...`)
    const inflight: Promise<void>[] = []
    for (let i = 0; i < planned.length; i++) {
      const due = start + (i * 1000) / MONEY_RATE
      const wait = due - performance.now()
      if (wait > 1) await new Promise((r) => setTimeout(r, wait))
      maxSendLagMs = Math.max(maxSendLagMs, performance.now() - due)
      inflight.push(send(planned[i]!, due))
    }
    await Promise.all(inflight)
  }
  const cpuAfter = await cpuNow(cluster, known)
  const load = loadText()

  const check = await call(`${base0}v1/admin/ledger/check`, { token: operatorToken, ip: operatorIp })
  const ledgerCheck = check.data as { ok?: boolean }

  const routes = MONEY_ROUTES.map((route): MoneyRouteResult => {
    const mine = outcomes.filter((o) => o.route === route)
    const refused: Record<string, number> = {}
    for (const o of mine) if (o.status >= 400 && o.status < 500) refused[o.msg] = (refused[o.msg] ?? 0) + 1
    const cpu = routeCpu.get(route)
    return {
      route,
      ...(cpu ? { serverCpuMs: Number(cpu.servers.toFixed(1)), databaseCpuMs: Number(cpu.database.toFixed(1)) } : {}),
      ...(routeScans.has(route) ? { seqScans: routeScans.get(route)! } : {}),
      requests: mine.length,
      ok: mine.filter((o) => o.status === 200).length,
      refused,
      errors5xx: mine.filter((o) => o.status >= 500).length,
      p50Ms: Math.round(
        percentile(
          mine.map((o) => o.ms),
          50,
        ),
      ),
      p99Ms: Math.round(
        percentile(
          mine.map((o) => o.ms),
          99,
        ),
      ),
    }
  })
  const all = outcomes.map((o) => o.ms)
  const errors5xx = outcomes.filter((o) => o.status >= 500).length
  const failed = outcomes.filter((o) => o.status === 0).length
  const p99Ms = Math.round(percentile(all, 99))
  const ledgerCheckOk = check.status === 200 && ledgerCheck?.ok === true
  return {
    users: users.length,
    offeredRate: MONEY_RATE,
    seconds: MONEY_SECONDS,
    requests: outcomes.length,
    requestsPerSecond: Math.round(outcomes.length / ((lastAnswerAt - start) / 1000)),
    p50Ms: Math.round(percentile(all, 50)),
    p99Ms,
    errors5xx,
    refused: outcomes.filter((o) => o.status >= 400 && o.status < 500).length,
    failed,
    maxSendLagMs: Math.round(maxSendLagMs),
    routes,
    nonceP99Ms: Math.round(percentile(nonceMs, 99)),
    serverCpuMs: Number((((cpuAfter.servers - cpuBefore.servers) * 1000) / outcomes.length).toFixed(1)),
    databaseCpuMs: Number((((cpuAfter.database - cpuBefore.database) * 1000) / outcomes.length).toFixed(1)),
    failures: [...new Set(outcomes.filter((o) => o.status === 0).map((o) => o.msg))].slice(0, 3),
    profile,
    seedSeconds: Math.round(seedSeconds),
    ledgerCheckOk,
    ledgerCheck: check.data,
    goalHolds: !profile && p99Ms < GOAL_P99_MS && errors5xx === 0 && failed === 0 && ledgerCheckOk,
    load,
  }
}

/** The lines `npm run bench -- cluster` prints for the money routes. */
export function formatMoney(result: MoneyResult): string[] {
  const refusedText = (r: Record<string, number>) =>
    Object.entries(r)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ') || 'none'
  return [
    `money routes on three instances, ${result.users} signed-in users, ${result.profile ? 'PROFILE (each route alone, closed loop of 4; not the goal)' : `open loop at ${result.offeredRate} req/s for ${result.seconds} s`}: ${result.requestsPerSecond} req/s answered, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms (goal < ${GOAL_P99_MS} ms at ${result.offeredRate} req/s: ${result.goalHolds ? 'holds' : 'FAILS'}), 5xx ${result.errors5xx} (goal 0), no answer ${result.failed}, business refusals ${result.refused}, ledger check ${result.ledgerCheckOk ? 'ok' : 'DIFFERENCES'}; sender lag max ${result.maxSendLagMs} ms; ${result.load}`,
    `  CPU per request: API instances ${result.serverCpuMs} ms, PostgreSQL ${result.databaseCpuMs} ms (this machine has 2 cores: at most ${Math.round(2000 / Math.max(result.serverCpuMs + result.databaseCpuMs, 0.1))} req/s if nothing else ran)${result.failures.length ? `; failed fetches: ${result.failures.join(' | ')}` : ''}`,
    ...result.routes.map(
      (r) =>
        `  ${r.route.padEnd(14)}${r.serverCpuMs === undefined ? '' : ` CPU ${r.serverCpuMs} + ${r.databaseCpuMs} ms,`} ${String(r.requests).padStart(5)} requests, ${String(r.ok).padStart(5)} ok, p50 ${String(r.p50Ms).padStart(4)} ms, p99 ${String(r.p99Ms).padStart(4)} ms, 5xx ${r.errors5xx}, refused: ${refusedText(r.refused)}${r.seqScans ? `; seq scans per request: ${r.seqScans}` : ''}`,
    ),
    `  seeding (sign-ins, groups, ${result.requests} action nonces and signatures): ${result.seedSeconds} s`,
  ]
}
