import { and, eq, isNull } from 'drizzle-orm'
import type { Hex } from 'viem'
import type { DbHandle } from '../../db/client'
import { liabilitiesSnapshots } from '../../db/schema'
import type { ChainSeam } from '../chain/chainSeam'
import { tryLeaderLock } from '../leaderLock'
import { type PublishedSnapshot, type PublishFailure, publishPending, snapshotAndPublish, vaultChains } from './publish'

export interface LiabilitiesPublisher {
  /** Whether LIABILITIES_PUBLISHER_KEY is set. */
  configured: boolean
  /**
   * A snapshot of every on-chain coin of the chains (default: every chain with a vault) now, published; null when
   * another instance or run is publishing right now (the `liabilities` leader lock).
   */
  publishNow: (chainIds?: number[]) => Promise<{ published: PublishedSnapshot[]; failed: PublishFailure[] } | null>
  /**
   * The daily run's part, after the day's settlements: once per chain and day (the snapshot carries the day), then
   * published; a day already snapshotted is only published if it was not yet. Does nothing without the key.
   */
  daily: (period: string) => Promise<{ published: PublishedSnapshot[]; failed: PublishFailure[] } | null>
}

export function createLiabilitiesPublisher(options: {
  handle: DbHandle
  chain: ChainSeam
  key: Hex | undefined
}): LiabilitiesPublisher {
  const { handle, chain, key } = options
  const locked = async <T>(run: () => Promise<T>): Promise<T | null> => {
    const lock = await tryLeaderLock(handle, 'liabilities')
    if (!lock) return null
    try {
      return await run()
    } finally {
      await lock.release()
    }
  }
  return {
    configured: key !== undefined,
    publishNow: (chainIds) => {
      if (!key) throw new Error('LIABILITIES_PUBLISHER_KEY is not set')
      return locked(() => snapshotAndPublish(handle.db, chain, key, { chainIds: chainIds ?? vaultChains(chain) }))
    },
    daily: async (period) => {
      if (!key) return null
      return locked(async () => {
        const published: PublishedSnapshot[] = []
        const failed: PublishFailure[] = []
        for (const chainId of vaultChains(chain)) {
          const [taken] = await handle.db
            .select({ id: liabilitiesSnapshots.id })
            .from(liabilitiesSnapshots)
            .where(and(eq(liabilitiesSnapshots.chainId, chainId), eq(liabilitiesSnapshots.period, period)))
            .limit(1)
          if (!taken) {
            const run = await snapshotAndPublish(handle.db, chain, key, { chainIds: [chainId], period })
            published.push(...run.published)
            failed.push(...run.failed)
            continue
          }
          const [unpublished] = await handle.db
            .select({ id: liabilitiesSnapshots.id })
            .from(liabilitiesSnapshots)
            .where(and(eq(liabilitiesSnapshots.chainId, chainId), isNull(liabilitiesSnapshots.publishTx)))
            .limit(1)
          if (unpublished) {
            try {
              published.push(...(await publishPending(handle.db, chain, chainId, key)))
            } catch (error) {
              failed.push({ chain_id: chainId, reason: 'failed', message: (error as Error).message.split('\n')[0]! })
            }
          }
        }
        return { published, failed }
      })
    },
  }
}
