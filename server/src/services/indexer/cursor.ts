import { createHash } from 'node:crypto'
import type { Deployment } from '@phoswap/core/deployments'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { indexerCursors } from '../../db/schema'

export interface Cursor {
  lastBlock: number
  lastBlockHash: string
}

/**
 * The key of the contract set a cursor covers. A deployment with other pairs (or a redeployed chain) gets a
 * new key and is read again from its start block; rows already stored are kept by their unique event key.
 */
export function pairSetKey(deployment: Deployment): string {
  const addresses = deployment.pairs.map((p) => p.address.toLowerCase()).sort()
  const digest = createHash('sha256')
    .update(`${deployment.startBlock}:${addresses.join(',')}`)
    .digest('hex')
  return `pairs:${digest.slice(0, 16)}`
}

export async function readCursor(db: Db, chainId: number, setKey: string): Promise<Cursor | null> {
  const [row] = await db
    .select({ lastBlock: indexerCursors.lastBlock, lastBlockHash: indexerCursors.lastBlockHash })
    .from(indexerCursors)
    .where(and(eq(indexerCursors.chainId, chainId), eq(indexerCursors.setKey, setKey)))
  return row ?? null
}

export async function writeCursor(db: Db, chainId: number, setKey: string, cursor: Cursor): Promise<void> {
  const values = { ...cursor, updatedAt: new Date() }
  await db
    .insert(indexerCursors)
    .values({ chainId, setKey, ...values })
    .onConflictDoUpdate({ target: [indexerCursors.chainId, indexerCursors.setKey], set: values })
}
