import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { indexerCursors } from '../../db/schema'

export interface Cursor {
  lastBlock: number
  lastBlockHash: string
}

/** The stored cursors of the given keys on a chain; a key without a row has not started. */
export async function readCursors(db: Db, chainId: number, setKeys: string[]): Promise<Map<string, Cursor>> {
  if (setKeys.length === 0) return new Map()
  const rows = await db
    .select({ setKey: indexerCursors.setKey, lastBlock: indexerCursors.lastBlock, hash: indexerCursors.lastBlockHash })
    .from(indexerCursors)
    .where(and(eq(indexerCursors.chainId, chainId), inArray(indexerCursors.setKey, setKeys)))
  return new Map(rows.map((r) => [r.setKey, { lastBlock: r.lastBlock, lastBlockHash: r.hash }]))
}

export async function writeCursor(db: Db, chainId: number, setKey: string, cursor: Cursor): Promise<void> {
  const values = { ...cursor, updatedAt: new Date() }
  await db
    .insert(indexerCursors)
    .values({ chainId, setKey, ...values })
    .onConflictDoUpdate({ target: [indexerCursors.chainId, indexerCursors.setKey], set: values })
}

export async function deleteCursor(db: Db, chainId: number, setKey: string): Promise<void> {
  await db.delete(indexerCursors).where(and(eq(indexerCursors.chainId, chainId), eq(indexerCursors.setKey, setKey)))
}
