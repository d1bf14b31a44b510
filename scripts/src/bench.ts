/**
 * `npm run bench`: the performance figures the issues set goals for, measured on one sandbox started for the
 * run. Prints a table and writes `.bench/results.json`. Not part of `npm test`: timings are figures, not checks.
 * `npm run bench -- swapReads` (or route, gas, homeJs, lighthouse, api, cluster, ledger, team) runs only the named parts and prints them
 * without writing the results files, which keep the last whole run.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startAnvil } from '@phoswap/contracts/anvil'
import { formatGasTable, measureGas } from '@phoswap/contracts/bench/gas'
import { ensureBuilt } from '@phoswap/contracts/build'
import { benchApi } from './bench/api'
import { benchCluster, formatCluster } from './bench/cluster'
import { benchLedger, formatLedger } from './bench/ledger'
import { benchRoute } from './bench/route'
import { benchSwapReads } from './bench/swapReads'
import { benchTeam, formatTeam } from './bench/team'
import { lighthouseScore, measureHomeJs } from './bench/webLoad'
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
    }))
    report('gas (goal: no more than Uniswap V2):')
    for (const line of formatGasTable(gas).split('\n')) report(`  ${line}`)
  } finally {
    await gasChain.stop()
  }
}

const sandboxParts = ['homeJs', 'lighthouse', 'swapReads', 'api']
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
      const home = await measureHomeJs(sandbox.url)
      results.homeJs = home
      report(`home route first-load JavaScript: ${home.totalGzipKB} KB gzip in ${home.files.length} files (goal < 150)`)
    }

    if (wanted('lighthouse')) {
      const score = await lighthouseScore(sandbox.url)
      results.lighthouseMobile = score
      report(`Lighthouse mobile performance, home: ${score} (goal >= 95)`)
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

// The team program's rebuild and incremental change on PostgreSQL (its own database; no chain, no server).
if (wanted('team')) {
  const team = await benchTeam((line) => console.log(line))
  results.team = team
  for (const line of formatTeam(team)) report(line)
}

// A partial run prints its figures only: the results files keep the last whole run.
if (only.length === 0) {
  mkdirSync(join(root, '.bench'), { recursive: true })
  writeFileSync(join(root, '.bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`)
  writeFileSync(join(root, '.bench', 'results.txt'), `${lines.join('\n')}\n`)
}
