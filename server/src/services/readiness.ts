import type { ReadinessData } from '@phoswap/core/api/readiness'
import { sql } from 'drizzle-orm'
import type { ServerConfig } from '../config'
import type { Db } from '../db/client'
import type { ChainSeam } from './chain/chainSeam'
import type { EventSource } from './indexer/eventSource'
import { indexedUpTo } from './indexer/indexedUpTo'

type ChainReadiness = ReadinessData['chains'][number]

async function chainReadiness(
  o: { db: Db; config: ServerConfig; chain: ChainSeam; sources: EventSource[] },
  chainId: number,
): Promise<ChainReadiness> {
  const client = o.chain.client(chainId)
  const head = client ? await client.getBlockNumber({ cacheTime: 0 }).then(Number, () => null) : null
  const deployment = o.chain.deployments()[chainId]
  const indexed = deployment ? await indexedUpTo(o.db, chainId, deployment, o.sources).catch(() => null) : null
  const confirmations = o.config.indexer.confirmations[chainId] ?? 0
  const lag = head !== null && indexed !== null ? Math.max(0, head - confirmations - indexed) : null
  return { chain_id: chainId, rpc: head !== null, head, indexed, lag }
}

/**
 * Whether this instance can serve: the database answers, and so does the RPC of every chain the operator gave
 * (LOCAL_RPC_URL, RPC_URL_<id>; public fallbacks are not probed). Indexer lag is reported, and counts against
 * readiness only above READY_MAX_INDEXER_LAG: one indexer serves every instance, so a lagging indexer would
 * otherwise take them all out of the load balancer at once.
 */
export async function readiness(o: {
  db: Db
  config: ServerConfig
  chain: ChainSeam
  sources: EventSource[]
}): Promise<ReadinessData> {
  const db = await o.db.execute(sql`select 1`).then(
    () => true,
    () => false,
  )
  const followed = o.config.indexer.chainIds.filter((id) => o.chain.client(id))
  const chains = await Promise.all(followed.map((id) => chainReadiness(o, id)))
  const maxLag = o.config.readyMaxIndexerLag
  const lagging = maxLag !== null && chains.some((c) => c.lag !== null && c.lag > maxLag)
  return { ready: db && chains.every((c) => c.rpc) && !lagging, db, chains }
}
