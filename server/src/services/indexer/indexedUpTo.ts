import type { Deployment } from '@phoswap/core/deployments'
import type { Db } from '../../db/client'
import { readCursors } from './cursor'
import type { EventSource } from './eventSource'

/**
 * The block every source has stored up to on a chain, read from the cursors (so any instance can tell, not only
 * the one indexing); null while a source has not stored its first range or no source follows the chain.
 */
export async function indexedUpTo(
  db: Db,
  chainId: number,
  deployment: Deployment,
  sources: EventSource[],
): Promise<number | null> {
  const keys = sources.flatMap((s) => s.plan(deployment)?.setKey ?? [])
  if (keys.length === 0) return null
  const cursors = await readCursors(db, chainId, keys)
  if (cursors.size < keys.length) return null
  return Math.min(...[...cursors.values()].map((c) => c.lastBlock))
}
