/**
 * `npm run bench`: the performance figures the issues set goals for, measured on one sandbox started for the
 * run. Prints a table and writes `.bench/results.json`. Not part of `npm test`: timings are figures, not checks.
 * `npm run bench -- swapReads` (or route, gas, homeJs, lighthouse, a11y, api, cluster, ledger, liabilities, team, indexer, settle) runs only the named parts and prints them
 * without writing the results files, which keep the last whole run. `lighthouse` includes `a11y`: Lighthouse's
 * accessibility and SEO scores of every built route at 375 px in every language (A11Y_LANGUAGES=en-US,ko-KR for fewer).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startAnvil } from '@phoswap/contracts/anvil'
import { formatGasGoal, formatGasTable, gasRatio, measureGas } from '@phoswap/contracts/bench/gas'
import { ensureBuilt } from '@phoswap/contracts/build'
import { LANGUAGES, type Language } from '@phoswap/core/api/language'
import { benchApi } from './bench/api'
import { benchCluster, formatCluster } from './bench/cluster'
import { benchIndexer, formatIndexer } from './bench/indexer'
import { benchLedger, formatLedger } from './bench/ledger'
import { benchLiabilities, formatLiabilities } from './bench/liabilities'
import { formatAudit, formatAudits, lighthouseAudits } from './bench/lighthouseAudits'
import { benchRoute } from './bench/route'
import { measureRoutesJs } from './bench/routeJs'
import { benchSettle, formatSettle } from './bench/settle'
import { benchSwapReads } from './bench/swapReads'
import { benchTeam, formatTeam } from './bench/team'
import { lighthouseRuns } from './bench/webLoad'
import { freePort } from './ports'
import { startSandbox } from './sandbox'

const root = join(import.meta.dirname, '..', '..')
const results: Record<string, unknown> = {}
const lines: string[] = []
const only = process.argv.slice(2)
const wanted = (part: string) => only.length === 0 || only.includes(part)

function report(line: string): void {
  lines.push(line)
  console.log(line)
}

if (wanted('route')) {
  const route = await benchRoute()
  results.route = route
  report(
    `best route, 50 tokens / 200 pairs, ${route.queries} queries: ours ${route.ours_ms.toFixed(2)} ms, @uniswap/v2-sdk ${route.sdk_ms.toFixed(0)} ms, same results: ${route.same_result} (goal: faster)`,
  )
}

// Gas from receipts on a fresh anvil, our contracts beside Uniswap V2's npm builds with the same tokens and reserves.
if (wanted('gas')) {
  ensureBuilt()
  const gasChain = await startAnvil({ port: await freePort(), silent: true })
  try {
    const gas = await measureGas(gasChain.rpcUrl)
    results.gas = gas.map((row) => ({
      ...row,
      phoswap: Number(row.phoswap),
      uniswapV2: row.uniswapV2 === null ? null : Number(row.uniswapV2),
      ratio: gasRatio(row),
    }))
    report('gas (goal: each row compared with Uniswap V2 at or below 0.90x, same anvil run):')
    for (const line of formatGasTable(gas).split('\n')) report(`  ${line}`)
    report(formatGasGoal(gas))
  } finally {
    await gasChain.stop()
  }
}

const sandboxParts = ['homeJs', 'lighthouse', 'a11y', 'swapReads', 'api']
if (sandboxParts.some(wanted)) {
  const dataDir = mkdtempSync(join(tmpdir(), 'phoswap-bench-'))
  const sandbox = await startSandbox({
    port: await freePort(),
    anvilPort: await freePort(),
    dataDir,
    isolatedDatabase: true,
    // The API throughput bench sends thousands of requests a second from one address: no per-client limit for it.
    serverEnv: { RATE_LIMIT_READ: String(Number.MAX_SAFE_INTEGER) },
    log: () => {},
  })
  try {
    if (wanted('homeJs')) {
      // Every built route's first-load JavaScript, each in a fresh page, against its budget (issue 17).
      const routes = await measureRoutesJs(sandbox.url)
      const home = routes.find((r) => r.route === 'HomeIndex')!
      results.homeJs = { files: home.files, totalGzipKB: home.totalGzipKB }
      results.routesJs = routes.map(({ route, totalGzipKB, budgetKB }) => ({ route, totalGzipKB, budgetKB }))
      report(`home route first-load JavaScript: ${home.totalGzipKB} KB gzip in ${home.files.length} files`)
      report('first-load JavaScript per route, KB gzip (budget):')
      for (const r of routes) {
        const over = r.totalGzipKB > r.budgetKB ? '  OVER BUDGET' : ''
        report(`  ${r.route.padEnd(16)} ${r.totalGzipKB.toFixed(1).padStart(6)} (${r.budgetKB})${over}`)
      }
    }

    if (wanted('lighthouse')) {
      // Five runs in a row: one run can print 97 or 75 for the same build, the median says more (issue 17).
      const lh = await lighthouseRuns(sandbox.url, 5)
      results.lighthouseMobile = lh.median.score
      results.lighthouseRuns = lh.runs
      results.lighthouseFailedRuns = lh.failedRuns
      const m = lh.median
      report(
        `Lighthouse mobile performance, home, median of ${lh.runs.length}: ${m.score} (goal >= 95); FCP ${m.fcpMs} ms, LCP ${m.lcpMs} ms (goal <= 1500), TBT ${m.tbtMs} ms (goal <= 150), CLS ${m.cls} (goal 0)`,
      )
      for (const [n, r] of lh.runs.entries()) {
        const low = r.score < 90 ? '  BELOW 90' : ''
        report(`  run ${n + 1}: ${r.score}  FCP ${r.fcpMs}  LCP ${r.lcpMs}  TBT ${r.tbtMs}  CLS ${r.cls}${low}`)
      }
      for (const failure of lh.failedRuns) report(`  run again after a run that measured nothing: ${failure}`)
    }

    if (wanted('lighthouse') || wanted('a11y')) {
      const languages = process.env.A11Y_LANGUAGES?.split(',').filter((l): l is Language =>
        (LANGUAGES as readonly string[]).includes(l),
      )
      const audits = await lighthouseAudits(sandbox.url, languages, undefined, (audit) =>
        console.log(formatAudit(audit)),
      )
      results.lighthouseAudits = audits
      lines.push('Lighthouse accessibility and SEO, every built route at 375 px:')
      for (const line of formatAudits(audits)) lines.push(`  ${line}`)
      console.log(formatAudits(audits).at(-1))
    }

    if (wanted('swapReads')) {
      const reads = await benchSwapReads(sandbox)
      results.swapReads = reads
      report(
        `chain requests per refresh on the swap page with ${reads.tokensListed} tokens listed: ${reads.requestsPerRefresh} (eth_call ${reads.ethCallsPerRefresh}, multicalls ${reads.multicallsPerRefresh}, through the wallet ${reads.walletRequestsPerRefresh}; ${reads.refreshes} refreshes of 3 s) (goal: one multicall per refresh, however many tokens)`,
      )
    }

    if (wanted('api')) {
      const api = await benchApi(sandbox.url)
      results.api = api
      const baseline = api[0]!.requestsPerSecond
      for (const row of api) {
        const ratio = (baseline / Math.max(row.requestsPerSecond, 1)).toFixed(2)
        report(
          `${row.name.padEnd(30)} ${String(row.requestsPerSecond).padStart(7)} req/s  p99 ${String(row.p99Ms).padStart(4)} ms  errors ${row.errors}  (baseline/this ${ratio}, goal <= 2)`,
        )
      }
    }
  } finally {
    await sandbox.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

// Three API instances on one PostgreSQL (its own chain and database, after the single-sandbox figures).
if (wanted('cluster')) {
  const cluster = await benchCluster((line) => console.log(line))
  results.cluster = cluster
  for (const line of formatCluster(cluster)) report(line)
}

// Ledger transfers on PostgreSQL (its own database; no chain, no server).
if (wanted('ledger')) {
  const ledger = await benchLedger((line) => console.log(line))
  results.ledger = ledger
  for (const line of formatLedger(ledger)) report(line)
}

// Proof of liabilities: core's Merkle-sum tree as the server builds it (no chain, no database).
if (wanted('liabilities')) {
  const liabilities = benchLiabilities()
  results.liabilities = liabilities
  for (const line of formatLiabilities(liabilities)) report(line)
}

// The team program's rebuild and incremental change on PostgreSQL (its own database; no chain, no server).
if (wanted('team')) {
  const team = await benchTeam((line) => console.log(line))
  results.team = team
  for (const line of formatTeam(team)) report(line)
}

// A day of settlement jobs for 10,000, 30,000 and 100,000 users on PostgreSQL (its own databases; no chain, no server).
// Not in a whole run: seeding 100,000 users takes minutes; ask for it by name.
if (only.includes('settle')) {
  const settle = await benchSettle((line) => console.log(line))
  results.settle = settle
  for (const line of formatSettle(settle)) report(line)
}

// Indexer catch-up from zero over a generated chain (its own anvil, database and server; INDEXER_BENCH_BLOCKS, default
// 100,000). Not in a whole run: generating and indexing the chain takes minutes; ask for it by name.
if (only.includes('indexer')) {
  const blocks = Number(process.env.INDEXER_BENCH_BLOCKS || 100_000)
  const indexer = await benchIndexer(blocks, (line) => console.log(line))
  results.indexer = indexer
  for (const line of formatIndexer(indexer)) report(line)
}

// A partial run prints its figures only: the results files keep the last whole run.
if (only.length === 0) {
  mkdirSync(join(root, '.bench'), { recursive: true })
  writeFileSync(join(root, '.bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`)
  writeFileSync(join(root, '.bench', 'results.txt'), `${lines.join('\n')}\n`)
}
