/**
 * The whole product on one machine: a local chain with the contracts deployed and seeded, the API server on
 * its database, and the web app it serves. Used by `npm start` and by the end-to-end tests.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import {
  anvilAccounts,
  deployerAccount,
  localLiabilitiesPublisherKey,
  localVaultSignerKey,
} from '@phoswap/contracts/accounts'
import { startAnvil } from '@phoswap/contracts/anvil'
import { ensureBuilt } from '@phoswap/contracts/build'
import { deployAndSeed, writeDeployment } from '@phoswap/contracts/seed'
import { ensureWithdrawVault } from '@phoswap/contracts/seedWithdrawVault'
import { LOCAL_CONFIRMATIONS } from '@phoswap/core/chains'
import { type Deployment, parseDeployment } from '@phoswap/core/deployments'
import { createPublicClient, http } from 'viem'
import { startConfirmationPump } from './confirmationPump'
import { assertPortFree } from './ports'
import { ensureWebBuilt } from './webBuild'

const root = join(import.meta.dirname, '..', '..')

export interface SandboxOptions {
  port: number
  anvilPort: number
  host?: string
  dataDir: string
  /** Extra environment for the API server (e.g. OPERATOR_ADDRESSES). */
  serverEnv?: Record<string, string>
  /**
   * Keep the database inside `dataDir` (embedded PGlite) even when DATABASE_URL is set in the environment.
   * The tests and the benchmark use it: a shared PostgreSQL database keeps users, cursors and block hashes of
   * other chains from earlier runs, which a fresh chain must never see.
   */
  isolatedDatabase?: boolean
  log?: (line: string) => void
}

export interface Sandbox {
  url: string
  rpcUrl: string
  deployment: Deployment
  dataDir: string
  stop(): Promise<void>
}

async function reuseDeployment(file: string, rpcUrl: string): Promise<Deployment | undefined> {
  if (!existsSync(file)) return undefined
  const deployment = parseDeployment(JSON.parse(readFileSync(file, 'utf8')))
  const client = createPublicClient({ transport: http(rpcUrl) })
  // The chain state may have been lost (a killed anvil does not dump it): only reuse what is really there.
  const code = await client.getCode({ address: deployment.contracts.router })
  if (!code || code === '0x') return undefined
  // a chain seeded before the withdraw vault existed gets it now, the rest unchanged
  const withVault = await ensureWithdrawVault({ rpcUrl, deployment })
  if (withVault !== deployment) writeDeployment(dirname(file), withVault)
  return withVault
}

async function deployFresh(rpcUrl: string, dir: string, log: (line: string) => void): Promise<Deployment> {
  log('deploying and seeding the contracts on the local chain ...')
  const deployment = await deployAndSeed({ rpcUrl })
  writeDeployment(dir, deployment)
  return deployment
}

/** Resolves when the API server at `url` answers its health check; fails when it exits or the time runs out. */
export async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the API server exited with code ${child.exitCode}`)
    try {
      const response = await fetch(`${url}v1/health`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150))
  }
  throw new Error(`the API server did not answer at ${url} within ${timeoutMs / 1000} s`)
}

/** SIGTERM, then SIGKILL after 5 s; resolves when the process has exited. */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

/** The local chain's confirmation depth as the server will read it (server/src/config.ts). */
function localDepth(serverEnv: Record<string, string> | undefined): number {
  const env = { ...process.env, ...serverEnv }
  const wanted = env.INDEXER_CONFIRMATIONS_31337 || env.INDEXER_CONFIRMATIONS
  const depth = wanted ? Number(wanted) : LOCAL_CONFIRMATIONS
  return Number.isInteger(depth) && depth >= 0 ? depth : LOCAL_CONFIRMATIONS
}

export async function startSandbox(options: SandboxOptions): Promise<Sandbox> {
  const host = options.host ?? '127.0.0.1'
  const log = options.log ?? console.log
  const dataDir = resolve(options.dataDir)
  await assertPortFree(options.port, host, 'web app and API server')
  await assertPortFree(options.anvilPort, host, 'local chain (anvil)')

  if (ensureBuilt().compiled) log('compiled the contracts')
  ensureWebBuilt(log)

  mkdirSync(join(dataDir, 'anvil'), { recursive: true })
  const anvil = await startAnvil({
    port: options.anvilPort,
    host,
    stateFile: join(dataDir, 'anvil', 'state.json'),
    silent: true,
  })
  const rpcUrl = anvil.rpcUrl
  // The blocks the server's indexer waits for after a transaction, mined one a second (confirmationPump.ts).
  const pump = startConfirmationPump({ rpcUrl, depth: localDepth(options.serverEnv), warn: log })
  let server: ChildProcess | undefined
  try {
    const deploymentsDir = join(dataDir, 'deployments')
    const deploymentFile = join(deploymentsDir, '31337.json')
    const reused = await reuseDeployment(deploymentFile, rpcUrl)
    if (reused) log('resuming the local chain with its deployed contracts')
    const deployment = reused ?? (await deployFresh(rpcUrl, deploymentsDir, log))

    const url = `http://${host}:${options.port}/`
    server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'src', 'main.ts')], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        PORT: String(options.port),
        HOST: host,
        DATA_DIR: dataDir,
        LOCAL_RPC_URL: rpcUrl,
        WEB_DIST_DIR: join(root, 'web', 'dist'),
        LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
        // The sandbox shows real content from the first start: notices and banners, seeded once into empty tables.
        SEED_CONTENT: '1',
        // The well-known anvil accounts get demo balances, as ledger entries from the sandbox's funding account.
        SEED_LEDGER_ADDRESSES:
          process.env.SEED_LEDGER_ADDRESSES ?? anvilAccounts.map((account) => account.address).join(','),
        // anvil's account 0 deployed the contracts and operates the sandbox (`npm run admin`); account 1, the web
        // app's development wallet, is an operator too, so a developer opens the console (#/admin) at once.
        OPERATOR_ADDRESSES:
          process.env.OPERATOR_ADDRESSES || [deployerAccount.address, anvilAccounts[1]!.address].join(','),
        // The referral tree's root (the first users bind under it): the deployer too, unless one is given.
        GENESIS_ADDRESS: process.env.GENESIS_ADDRESS || deployerAccount.address,
        // The seeded vault's signer (a public, local-only key): the sandbox's server signs withdraw vouchers with it.
        VAULT_SIGNER_KEY: localVaultSignerKey,
        // The seeded vault's publisher (public, local-only): the daily run and `liabilities publish` send roots with it.
        LIABILITIES_PUBLISHER_KEY: localLiabilitiesPublisherKey,
        ...(options.isolatedDatabase ? { DATABASE_URL: '' } : {}),
        ...options.serverEnv,
      },
    })
    // A fresh embedded database (PGlite's initdb in WebAssembly) took over 3 minutes on a 2-core machine at load 20;
    // a server that fails exits, which ends the wait at once.
    await waitForHealth(url, server, 300_000)
    const running = server
    return {
      url,
      rpcUrl,
      deployment,
      dataDir,
      async stop() {
        await stopChild(running)
        await pump.stop()
        await anvil.stop()
      },
    }
  } catch (error) {
    if (server) await stopChild(server)
    await pump.stop()
    await anvil.stop()
    throw error
  }
}
