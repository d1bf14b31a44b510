/**
 * Indexer catch-up (issue 34): a local chain of BLOCKS blocks with router swaps, deposits to the withdraw vault and
 * PHO's tax transfers into its sinks, indexed from zero by the real server (its indexer, its sources, its config:
 * ranges of INDEXER_MAX_BLOCK_RANGE, LOCAL_CONFIRMATIONS) into a fresh PostgreSQL database, then every source's
 * figures compared with a full recount.
 *
 * The chain: the sandbox's deployment (deployAndSeed), then automine off and, every EVERY blocks, one block of nine
 * transactions from anvil accounts 1..9 (three PHO buys and three PHO sells on PHO-USDT, one USDC→USDT swap, all
 * through the router; one USDT and one GDT deposit to the vault), with `anvil_mine` filling the empty blocks
 * between. PHO's buys and sells pay its tax into the four sinks (sink transfers).
 *
 * The recount is independent of the indexer's code: the chain's logs read again with eth_getLogs in fixed windows
 * of RECOUNT_WINDOW blocks from the deployment's first block to the last indexed block, and the figures computed
 * here by their plain definitions (see formatIndexer's lines and docs/decisions/0140-benches-load.md), compared
 * with what the server stored (its tables and ledger).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { anvilAccounts } from '@phoswap/contracts/accounts'
import { startAnvil } from '@phoswap/contracts/anvil'
import { deployAndSeed, localPhoSinks, writeDeployment } from '@phoswap/contracts/seed'
import { createTxSender, type TxSender } from '@phoswap/contracts/sender'
import { pairAbi } from '@phoswap/core/abi/pairAbi'
import { routerAbi } from '@phoswap/core/abi/routerAbi'
import { LOCAL_CONFIRMATIONS } from '@phoswap/core/chains'
import type { Deployment } from '@phoswap/core/deployments'
import pg from 'pg'
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  getAbiItem,
  http,
  maxUint256,
  numberToHex,
  type PublicClient,
  parseUnits,
} from 'viem'
import { freePort } from '../ports'
import { stopChild, waitForHealth } from '../sandbox'
import { createBenchDatabase } from './benchDatabase'
import { cpuSeconds, loadText } from './clusterMoney'

const root = join(import.meta.dirname, '..', '..', '..')
/** A block of transactions every EVERY blocks; the rest are empty. */
const EVERY = 100
const RECOUNT_WINDOW = 10_000
const CHAIN_ID = 31337
const ZERO = '0x0000000000000000000000000000000000000000'

export interface IndexerBenchResult {
  blocks: number
  transactions: number
  generateSeconds: number
  indexSeconds: number
  /** From the server's start to its first answer (migrations on the fresh database); not in indexSeconds. */
  bootSeconds: number
  /** CPU the server used while indexing (the rest of the wall time: waiting for the chain and the database). */
  serverCpuSeconds: number
  blocksPerSecond: number
  /** RSS of the server process when the indexer passed each quarter (or fraction) of the chain, MB. */
  rssAt: { block: number; rssMB: number }[]
  peakRssMB: number
  startRssMB: number
  checks: { source: string; figure: string; stored: string; recount: string; equal: boolean }[]
  allEqual: boolean
  load: string
}

function procStatus(pid: number | undefined, field: 'VmRSS' | 'VmHWM'): number {
  if (!pid) return 0
  try {
    const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Math.round(Number(match[1]) / 1024) : 0
  } catch {
    return 0
  }
}

const token = (deployment: Deployment, symbol: string) => {
  const found = deployment.tokens.find((t) => t.symbol === symbol)
  if (!found) throw new Error(`no token ${symbol}`)
  return found
}

/** Builds the chain: returns how many transactions it holds besides the deployment. */
async function generate(rpcUrl: string, deployment: Deployment, blocks: number, log: (l: string) => void) {
  const client = createPublicClient({ transport: http(rpcUrl) })
  const rpc = (method: string, params: unknown[]) =>
    client.request({ method, params } as unknown as Parameters<typeof client.request>[0])
  const usdt = token(deployment, 'USDT')
  const usdc = token(deployment, 'USDC')
  const gdt = token(deployment, 'GDT')
  const pho = deployment.contracts.pho
  const router = deployment.contracts.router
  const vault = deployment.contracts.withdrawVault!
  const traders = anvilAccounts.slice(1, 10)
  const senders: TxSender[] = []
  for (const account of traders) senders.push(await createTxSender({ rpcUrl, account }))
  let transactions = 0
  for (const sender of senders) {
    for (const t of [usdt.address, usdc.address, pho]) {
      await sender.send({
        to: t,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, maxUint256] }),
      })
      transactions++
    }
  }
  for (const sender of senders) await sender.flush()
  await rpc('evm_setAutomine', [false])
  const swap = (from: Address, to: Address, amount: bigint, recipient: Address) =>
    encodeFunctionData({
      abi: routerAbi,
      functionName: 'swapExactTokensForTokensSupportingFeeOnTransferTokens',
      args: [amount, 0n, [from, to], recipient, maxUint256],
    })
  const transfer = (to: Address, amount: bigint) =>
    encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })

  let head = Number(await client.getBlockNumber())
  const target = deployment.startBlock + blocks
  let round = 0
  const spent = { send: 0, mine: 0, fill: 0, flush: 0 }
  let mark = performance.now()
  const lap = (what: keyof typeof spent) => {
    const now = performance.now()
    spent[what] += now - mark
    mark = now
  }
  while (head < target) {
    const small = BigInt(round % 97)
    const one = parseUnits('1', 18)
    await Promise.all(
      senders.map((sender, i) => {
        const me = sender.account.address
        let data: `0x${string}`
        let to: Address = router
        if (i < 3) data = swap(usdt.address, pho, one + small, me)
        else if (i < 6) data = swap(pho, usdt.address, 2n * one + small, me)
        else if (i === 6) data = swap(usdc.address, usdt.address, parseUnits('1', 6) + small, me)
        else if (i === 7) [to, data] = [usdt.address, transfer(vault, one + small)]
        else [to, data] = [gdt.address, transfer(vault, one + small)]
        return sender.send({ to, data, gas: 400_000n })
      }),
    )
    transactions += senders.length
    lap('send')
    await rpc('evm_mine', [])
    lap('mine')
    head++
    const empty = Math.min(EVERY - 1, target - head)
    if (empty > 0) {
      await rpc('anvil_mine', [numberToHex(empty), '0x1'])
      head += empty
    }
    lap('fill')
    round++
    // Check the receipts (none reverted) now and then, keeping the pending lists short.
    if (round % 200 === 0) {
      for (const sender of senders) await sender.flush()
      lap('flush')
      const ms = Object.entries(spent).map(([k, v]) => `${k} ${(v / 1000).toFixed(1)} s`)
      log(`indexer bench: chain at block ${head} of ${target}, ${transactions} transactions (${ms.join(', ')})`)
    }
  }
  for (const sender of senders) await sender.flush()
  await rpc('evm_setAutomine', [true])
  return transactions
}

async function startServer(env: Record<string, string>, dataDir: string): Promise<{ child: ChildProcess }> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'src', 'main.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: join(dataDir, 'no-web'),
      LOG_LEVEL: 'warn',
      // Only the indexer: no daily jobs beside it.
      JOBS: '0',
    },
  })
  await waitForHealth(`http://127.0.0.1:${port}/`, child, 120_000)
  return { child }
}

// ---- the recount, from the chain's logs ----

interface Recount {
  syncs: number
  lastReserves: Map<string, string>
  routerSwaps: number
  routerUsdtVolume: bigint
  /** Transfers of the listed on-chain coins' tokens into the vault (from anyone but the vault), by token. */
  vaultIn: Map<string, { count: number; sum: bigint }>
  depositsFromAccounts: number
  sinkFlows: Map<string, { count: number; sum: bigint }>
  equityArrivals: { count: number; sum: bigint }
}

async function recount(
  client: PublicClient,
  deployment: Deployment,
  onChainTokens: Set<string>,
  upTo: number,
): Promise<Recount> {
  const pairs = new Map(deployment.pairs.map((p) => [p.address.toLowerCase(), p]))
  const router = deployment.contracts.router.toLowerCase()
  const usdt = token(deployment, 'USDT').address.toLowerCase()
  const vault = deployment.contracts.withdrawVault!.toLowerCase()
  const pho = deployment.contracts.pho.toLowerCase()
  const sinks = new Map<string, string>(
    Object.entries(localPhoSinks).map(([kind, address]) => [address.toLowerCase(), kind]),
  )
  const equitySink = deployment.equitySink!.toLowerCase()
  const out: Recount = {
    syncs: 0,
    lastReserves: new Map(),
    routerSwaps: 0,
    routerUsdtVolume: 0n,
    vaultIn: new Map(),
    depositsFromAccounts: 0,
    sinkFlows: new Map(),
    equityArrivals: { count: 0, sum: 0n },
  }
  const codeCache = new Map<string, boolean>()
  const isAccount = async (address: string) => {
    let known = codeCache.get(address)
    if (known === undefined) {
      const code = await client.getCode({ address: address as Address })
      known = code === undefined || code === '0x'
      codeCache.set(address, known)
    }
    return known
  }
  for (let from = deployment.startBlock; from <= upTo; from += RECOUNT_WINDOW) {
    const to = Math.min(upTo, from + RECOUNT_WINDOW - 1)
    const range = { fromBlock: BigInt(from), toBlock: BigInt(to), strict: true } as const
    const syncs = await client.getLogs({
      address: [...pairs.values()].map((p) => p.address),
      event: getAbiItem({ abi: pairAbi, name: 'Sync' }),
      ...range,
    })
    for (const log of syncs) {
      out.syncs++
      out.lastReserves.set(log.address.toLowerCase(), `${log.args.reserve0}/${log.args.reserve1}`)
    }
    const swaps = await client.getLogs({
      address: [...pairs.values()].map((p) => p.address),
      event: getAbiItem({ abi: pairAbi, name: 'Swap' }),
      ...range,
    })
    for (const log of swaps) {
      // A router trade's last hop (its output to an account): the generated trades are all single hops.
      if (log.args.sender.toLowerCase() !== router || pairs.has(log.args.to.toLowerCase())) continue
      out.routerSwaps++
      const pair = pairs.get(log.address.toLowerCase())!
      if (pair.token0.toLowerCase() === usdt) out.routerUsdtVolume += log.args.amount0In + log.args.amount0Out
      else if (pair.token1.toLowerCase() === usdt) out.routerUsdtVolume += log.args.amount1In + log.args.amount1Out
    }
    const transfers = await client.getLogs({
      address: [...onChainTokens] as Address[],
      event: getAbiItem({ abi: erc20Abi, name: 'Transfer' }),
      ...range,
    })
    for (const log of transfers) {
      const t = log.address.toLowerCase()
      const from = log.args.from.toLowerCase()
      const to = log.args.to.toLowerCase()
      const value = log.args.value
      if (to === vault && from !== vault && value > 0n) {
        const row = out.vaultIn.get(t) ?? { count: 0, sum: 0n }
        row.count++
        row.sum += value
        out.vaultIn.set(t, row)
        if (from !== ZERO && (await isAccount(from))) out.depositsFromAccounts++
      }
      if (t === pho && sinks.has(to) && from !== ZERO && from !== to && value > 0n) {
        const kind = sinks.get(to)!
        const row = out.sinkFlows.get(kind) ?? { count: 0, sum: 0n }
        row.count++
        row.sum += value
        out.sinkFlows.set(kind, row)
      }
      if (t === pho && to === equitySink && from !== equitySink && value > 0n) {
        out.equityArrivals.count++
        out.equityArrivals.sum += value
      }
    }
  }
  return out
}

export async function benchIndexer(
  blocks: number,
  log: (line: string) => void = () => {},
): Promise<IndexerBenchResult | string> {
  const database = await createBenchDatabase()
  if (typeof database === 'string') return database
  const dataDir = mkdtempSync(join(tmpdir(), 'phoswap-indexer-'))
  mkdirSync(join(dataDir, 'deployments'), { recursive: true })
  // Cancun, not anvil's default Prague: Prague's block-hash history contract (EIP-2935) fills with every block and
  // anvil rebuilds the state trie per block, so each empty block cost more than the last (about 1 ms at block 1,000,
  // 15 ms at 5,000 on this machine; foundry-rs/foundry#15715); on Cancun it stays about 1 ms. Not an archive node
  // (the last 100 blocks' state, as most RPC providers): the indexer reads logs and blocks; for a deposit's sender
  // the code at the log's block, falling back to the latest (deposits.ts). Our contracts need nothing after Cancun.
  const anvil = await startAnvil({ port: await freePort(), silent: true, pruneHistory: 100, hardfork: 'cancun' })
  let server: ChildProcess | null = null
  const db = new pg.Client({ connectionString: database.url })
  try {
    log('indexer bench: deploying the contracts ...')
    const deployment = await deployAndSeed({ rpcUrl: anvil.rpcUrl })
    const genStarted = performance.now()
    const transactions = await generate(anvil.rpcUrl, deployment, blocks, log)
    const generateSeconds = (performance.now() - genStarted) / 1000
    const client = createPublicClient({ transport: http(anvil.rpcUrl) }) as PublicClient
    const head = Number(await client.getBlockNumber())
    log(`indexer bench: ${head} blocks, ${transactions} transactions made in ${generateSeconds.toFixed(0)} s`)
    writeDeployment(join(dataDir, 'deployments'), deployment)

    // The server indexes from zero into the fresh database (it runs the migrations first).
    const target = head - LOCAL_CONFIRMATIONS
    const booting = performance.now()
    server = (
      await startServer({ DATABASE_URL: database.url, LOCAL_RPC_URL: anvil.rpcUrl, INDEXER_POLL_MS: '50' }, dataDir)
    ).child
    // The indexer starts when the server is ready (onReady), just before it answers: timed from there.
    const started = performance.now()
    const bootSeconds = (started - booting) / 1000
    const serverCpuStart = cpuSeconds(server.pid!)
    await db.connect()
    const startRssMB = procStatus(server.pid, 'VmRSS')
    const marks = [0.25, 0.5, 0.75, 1].map(
      (f) => deployment.startBlock + Math.floor(f * (target - deployment.startBlock)),
    )
    const rssAt: { block: number; rssMB: number }[] = []
    let expectedCursors = 0
    for (;;) {
      const { rows } = await db.query<{ n: string; low: string | null }>(
        'select count(*)::text as n, min(last_block)::text as low from indexer_cursors where chain_id = $1',
        [CHAIN_ID],
      )
      const n = Number(rows[0]!.n)
      const low = rows[0]!.low === null ? -1 : Number(rows[0]!.low)
      expectedCursors = Math.max(expectedCursors, n)
      while (marks.length > 0 && low >= marks[0]! && n === expectedCursors) {
        rssAt.push({ block: marks.shift()!, rssMB: procStatus(server.pid, 'VmRSS') })
      }
      if (marks.length === 0) break
      if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`)
      await new Promise((r) => setTimeout(r, 100))
    }
    const indexSeconds = (performance.now() - started) / 1000
    const serverCpuSeconds = cpuSeconds(server.pid!) - serverCpuStart
    const peakRssMB = procStatus(server.pid, 'VmHWM')
    const load = loadText()
    log(`indexer bench: indexed to block ${target} in ${indexSeconds.toFixed(1)} s; recounting from the chain ...`)
    await stopChild(server)
    server = null

    // What the server stored.
    const coins = await db.query<{ coin_id: number; coin_en: string; decimals: number }>(
      'select coin_id, coin_en, decimals from coins where on_chain',
    )
    const tokenCoin = new Map<string, number>()
    for (const c of coins.rows) {
      const t = deployment.tokens.find((x) => x.symbol === c.coin_en)
      if (t && t.decimals === c.decimals) tokenCoin.set(t.address.toLowerCase(), c.coin_id)
    }
    const counted = await recount(client, deployment, new Set(tokenCoin.keys()), target)
    const one = async (text: string, params: unknown[] = []) =>
      (await db.query<Record<string, string>>(text, params)).rows[0]!
    const checks: IndexerBenchResult['checks'] = []
    const check = (
      source: string,
      figure: string,
      stored: string | number | bigint,
      recounted: string | number | bigint,
    ) =>
      checks.push({
        source,
        figure,
        stored: String(stored),
        recount: String(recounted),
        equal: String(stored) === String(recounted),
      })

    const syncs = await one('select count(*)::text as n from pair_syncs where chain_id = $1', [CHAIN_ID])
    check('pairs', 'Sync events', syncs.n!, counted.syncs)
    const reserves = await db.query<{ pair: string; r: string }>(
      `select distinct on (pair) pair, reserve0 || '/' || reserve1 as r from pair_syncs where chain_id = $1
        order by pair, block_number desc, log_index desc`,
      [CHAIN_ID],
    )
    const reservesEqual =
      reserves.rows.length === counted.lastReserves.size &&
      reserves.rows.every((row) => counted.lastReserves.get(row.pair) === row.r)
    check('pairs', 'last reserves of every pair', reservesEqual ? 'equal' : 'differ', 'equal')
    const swaps = await one(
      'select count(*)::text as n, coalesce(sum(usdt_volume), 0)::text as v from router_swaps where chain_id = $1',
      [CHAIN_ID],
    )
    check('router-swaps', 'router trades', swaps.n!, counted.routerSwaps)
    check('router-swaps', 'USDT volume (base units)', swaps.v!, counted.routerUsdtVolume)
    const credits = await one(
      `select count(*)::text as n from chain_credits where chain_id = $1 and source = 'deposits' and reversal_key is null`,
      [CHAIN_ID],
    )
    const vaultInCount = [...counted.vaultIn.values()].reduce((s, r) => s + r.count, 0)
    check('deposits', 'transfers into the vault credited', credits.n!, vaultInCount)
    const deposits = await one(`select count(*)::text as n from ledger_entries where kind = 'deposit'`)
    check('deposits', 'deposits from accounts', deposits.n!, counted.depositsFromAccounts)
    for (const [address, coinId] of tokenCoin) {
      const external = await one(
        `select coalesce(sum(balance), 0)::text as b from ledger_accounts where owner = $1 and coin_id = $2`,
        [`external:chain:${CHAIN_ID}`, coinId],
      )
      const symbol = deployment.tokens.find((t) => t.address.toLowerCase() === address)!.symbol
      check(
        'deposits',
        `${symbol} into the vault (base units)`,
        -BigInt(external.b!),
        counted.vaultIn.get(address)?.sum ?? 0n,
      )
    }
    for (const kind of Object.keys(localPhoSinks)) {
      const flows = await one(
        `select count(*)::text as n, coalesce(sum(amount), 0)::text as s from pho_sink_flows where chain_id = $1 and sink = $2`,
        [CHAIN_ID, kind],
      )
      const r = counted.sinkFlows.get(kind) ?? { count: 0, sum: 0n }
      check('pho-sink-flows', `${kind} sink: transfers`, flows.n!, r.count)
      check('pho-sink-flows', `${kind} sink: PHO (base units)`, flows.s!, r.sum)
    }
    const arrivals = await one(
      'select count(*)::text as n, coalesce(sum(amount), 0)::text as s from equity_arrivals where chain_id = $1',
      [CHAIN_ID],
    )
    check('equity', 'arrivals at the equity sink', arrivals.n!, counted.equityArrivals.count)
    check('equity', 'PHO arrived (base units)', arrivals.s!, counted.equityArrivals.sum)
    const books = await one(`select
        (select count(*) from ledger_accounts a where a.balance <> coalesce((select sum(p.amount) from ledger_postings p where p.account_id = a.id), 0))::text as mismatches,
        (select count(*) from (select p.entry_id from ledger_postings p join ledger_accounts a on a.id = p.account_id
          group by p.entry_id, a.coin_id having sum(p.amount) <> 0) e)::text as unbalanced`)
    check(
      'ledger',
      'accounts off their postings + unbalanced entries',
      Number(books.mismatches) + Number(books.unbalanced),
      0,
    )

    const indexed = target - deployment.startBlock + 1
    return {
      blocks: indexed,
      transactions,
      generateSeconds: Math.round(generateSeconds),
      indexSeconds: Number(indexSeconds.toFixed(1)),
      bootSeconds: Number(bootSeconds.toFixed(1)),
      serverCpuSeconds: Number(serverCpuSeconds.toFixed(1)),
      blocksPerSecond: Math.round(indexed / indexSeconds),
      rssAt,
      peakRssMB,
      startRssMB,
      checks,
      allEqual: checks.every((c) => c.equal),
      load,
    }
  } finally {
    if (server) await stopChild(server)
    await db.end().catch(() => undefined)
    await anvil.stop()
    await database.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export function formatIndexer(result: IndexerBenchResult | string): string[] {
  if (typeof result === 'string') return [`indexer catch-up: ${result}`]
  return [
    `indexer catch-up from zero, ${result.blocks} blocks (${result.transactions} transactions, made in ${result.generateSeconds} s): ${result.indexSeconds} s after a boot of ${result.bootSeconds} s, ${result.blocksPerSecond} blocks/s, server CPU ${result.serverCpuSeconds} s; server RSS ${result.startRssMB} MB at start, ${result.rssAt.map((r) => `${r.rssMB} MB at block ${r.block}`).join(', ')}, peak ${result.peakRssMB} MB; every source equal to the recount: ${result.allEqual ? 'yes' : 'NO'}; ${result.load}`,
    ...result.checks.map(
      (c) =>
        `  ${c.equal ? 'ok  ' : 'DIFF'} ${c.source.padEnd(15)} ${c.figure.padEnd(42)} stored ${c.stored}, recount ${c.recount}`,
    ),
  ]
}
