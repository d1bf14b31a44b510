import type { FastifyBaseLogger } from 'fastify'
import type { IndexerConfig } from '../../config'
import type { DbHandle } from '../../db/client'
import type { ChainSeam } from '../chain/chainSeam'
import { type LeaderLock, tryLeaderLock } from '../leaderLock'
import { backoffDelay, sleep } from './backoff'
import type { EventSource } from './eventSource'
import { indexStep } from './indexStep'

export interface ChainStatus {
  /** Last block stored, null before the first range. */
  lastBlock: number | null
  /** Consecutive failed polls (0 when healthy). */
  failures: number
  lastError: string | null
  reorgs: number
}

export interface IndexerStatus {
  /** Whether this instance holds the lock and indexes. */
  active: boolean
  chains: Record<number, ChainStatus>
}

export interface Indexer {
  start: () => void
  stop: () => Promise<void>
  status: () => IndexerStatus
  /** The event sources it follows. */
  sources: EventSource[]
}

export interface IndexerOptions {
  config: IndexerConfig
  handle: DbHandle
  chain: ChainSeam
  /** The event sources to follow on every chain. */
  sources: EventSource[]
  log: FastifyBaseLogger
  /** Called after this instance stored new events or rewound a chain (readers' caches drop their copies). */
  onChange?: (chainId: number) => void
}

/**
 * Follows every chain of the INDEXER config that has a deployments file, for every event source, through the
 * chain seam's client. Only the instance holding the `indexer` leader lock indexes; the others retry the lock
 * every few seconds and take over when its holder stops.
 */
export function createIndexer(options: IndexerOptions): Indexer {
  const { config, handle, log } = options
  const controller = new AbortController()
  const { signal } = controller
  const chains: Record<number, ChainStatus> = {}
  let active = false
  let running: Promise<void> | null = null
  const lockRetryMs = Math.min(5000, Math.max(50, ...Object.values(config.pollMs)))

  for (const id of config.chainIds) {
    if (options.chain.client(id)) chains[id] = { lastBlock: null, failures: 0, lastError: null, reorgs: 0 }
  }

  async function followChain(chainId: number, lost: AbortSignal): Promise<void> {
    const status = chains[chainId]!
    const pollMs = config.pollMs[chainId] ?? 3000
    while (!lost.aborted) {
      let delay = pollMs
      try {
        const deployment = options.chain.deployments()[chainId]
        const client = options.chain.client(chainId)
        if (deployment && client) {
          const result = await indexStep({
            db: handle.db,
            client,
            chainId,
            deployment,
            sources: options.sources,
            confirmations: config.confirmations[chainId] ?? 12,
            maxBlockRange: config.maxBlockRange,
            log,
          })
          if (status.failures > 0) log.info({ chainId, after: status.failures }, 'indexer: RPC answers again')
          status.failures = 0
          status.lastError = null
          if (result.kind === 'indexed') {
            status.lastBlock = result.to
            if (!result.caughtUp) delay = 0
            if (result.events > 0) options.onChange?.(chainId)
          } else if (result.kind === 'reorg') {
            status.reorgs++
            status.lastBlock = result.ancestor
            delay = 0
            options.onChange?.(chainId)
          } else if (result.kind === 'idle' && result.lastBlock !== null) {
            status.lastBlock = result.lastBlock
          }
        }
      } catch (error) {
        status.failures++
        status.lastError = (error as Error).message.split('\n')[0] ?? 'error'
        delay = backoffDelay(status.failures, config.backoffMinMs, config.backoffMaxMs)
        log.warn(
          { chainId, failures: status.failures, retryInMs: delay, err: status.lastError },
          'indexer: poll failed',
        )
      }
      if (delay > 0) await sleep(delay, lost)
    }
  }

  async function run(): Promise<void> {
    const chainIds = Object.keys(chains).map(Number)
    if (chainIds.length === 0) return
    let failures = 0
    while (!signal.aborted) {
      let lock: LeaderLock | null = null
      try {
        lock = await tryLeaderLock(handle, 'indexer')
        failures = 0
      } catch (error) {
        failures++
        const delay = backoffDelay(failures, config.backoffMinMs, config.backoffMaxMs)
        log.warn({ err: (error as Error).message, retryInMs: delay }, 'indexer: cannot reach the database for the lock')
        await sleep(delay, signal)
        continue
      }
      if (!lock) {
        await sleep(lockRetryMs, signal)
        continue
      }
      active = true
      log.info({ chainIds }, 'indexer: this instance indexes')
      const lost = new AbortController()
      const onStop = () => lost.abort()
      signal.addEventListener('abort', onStop, { once: true })
      void lock.lost.then(() => {
        if (!signal.aborted) log.warn('indexer: lock connection lost; stepping back')
        lost.abort()
      })
      await Promise.all(chainIds.map((id) => followChain(id, lost.signal)))
      signal.removeEventListener('abort', onStop)
      active = false
      await lock.release()
    }
  }

  return {
    start: () => {
      running ??= run().catch((error: unknown) => log.error({ err: error }, 'indexer: stopped by an error'))
    },
    stop: async () => {
      controller.abort()
      await running
    },
    status: () => ({ active, chains: structuredClone(chains) }),
    sources: options.sources,
  }
}
