import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'

export interface StartAnvilOptions {
  port: number
  host?: string
  /** Load the chain from this file when it exists and dump it there periodically and on exit. */
  stateFile?: string
  /** Seconds between state dumps when stateFile is set (default 5). */
  stateInterval?: number
  /** Interval mining in seconds; default automine (a block per transaction). */
  blockTime?: number
  /** Do not forward anvil's output. Default true. */
  silent?: boolean
  /** How long to wait for the RPC to answer (default 15 s). */
  timeoutMs?: number
  /** Chain id (default 31337); another id stands in for a real network, e.g. 66 in the deploy test. */
  chainId?: number
  /** anvil's --hardfork (default its latest), e.g. 'shanghai' for a chain without Cancun. */
  hardfork?: string
  /**
   * anvil's --prune-history N: keep the state of the last N blocks only (not an archive node, as most RPC
   * providers), which mines long runs of blocks several times faster (the indexer bench's 100,000 blocks).
   */
  pruneHistory?: number
}

export interface Anvil {
  rpcUrl: string
  process: ChildProcess
  stop(): Promise<void>
}

export const anvilChainId = 31337

const platformPackages: Record<string, string> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
}

/** Path of the anvil binary shipped in the platform package of @foundry-rs/anvil. */
export function anvilBinary(): string {
  const key = `${process.platform}-${process.arch}`
  const pkg = platformPackages[key]
  if (!pkg) throw new Error(`anvil: no @foundry-rs/anvil build for ${key}`)
  const require = createRequire(import.meta.url)
  try {
    return require.resolve(`${pkg}/bin/anvil${process.platform === 'win32' ? '.exe' : ''}`)
  } catch (cause) {
    throw new Error(`anvil: ${pkg} is not installed; run npm install`, { cause })
  }
}

function assertPortFree(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`anvil: port ${port} on ${host} is already in use (another anvil? set ANVIL_PORT)`)
          : error,
      )
    })
    server.listen(port, host, () => server.close(() => resolve()))
  })
}

async function rpcAnswers(rpcUrl: string): Promise<boolean> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    })
    return response.ok
  } catch {
    return false
  }
}

/** Starts anvil (chain id 31337 unless options.chainId) and resolves once its RPC answers. */
export async function startAnvil(options: StartAnvilOptions): Promise<Anvil> {
  const { port, host = '127.0.0.1', stateFile, blockTime, silent = true, timeoutMs = 15_000 } = options
  await assertPortFree(port, host)
  const chainId = options.chainId ?? anvilChainId
  const args = ['--port', String(port), '--host', host, '--chain-id', String(chainId)]
  if (stateFile) args.push('--state', stateFile, '--state-interval', String(options.stateInterval ?? 5))
  if (blockTime !== undefined) args.push('--block-time', String(blockTime))
  if (options.hardfork) args.push('--hardfork', options.hardfork)
  if (options.pruneHistory !== undefined) args.push('--prune-history', String(options.pruneHistory))
  if (silent) args.push('--quiet')

  const child = spawn(anvilBinary(), args, { stdio: ['ignore', silent ? 'ignore' : 'inherit', 'pipe'] })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000)
    if (!silent) process.stderr.write(chunk)
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  let hasExited = false
  void exited.then(() => {
    hasExited = true
  })

  const rpcUrl = `http://${host}:${port}`
  const stop = async (): Promise<void> => {
    if (hasExited) return
    child.kill('SIGTERM') // anvil writes --state on a graceful exit
    await exited
  }

  const deadline = Date.now() + timeoutMs
  while (!(await rpcAnswers(rpcUrl))) {
    if (hasExited) throw new Error(`anvil: exited before answering on ${rpcUrl}\n${stderr}`)
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`anvil: no answer on ${rpcUrl} after ${timeoutMs} ms\n${stderr}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { rpcUrl, process: child, stop }
}

/** A port that is free right now on host, chosen by the OS. */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, host, () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}
