import type { DbHandle, DbSession } from '../../db/client'

/**
 * The indexer's lock: a PostgreSQL session-level advisory lock held on a connection of its own, so it lasts
 * exactly as long as that connection. The key is per schema, so test files sharing a database do not collide.
 */
export interface IndexerLock {
  /** Resolves when the lock is lost (connection broken) or released. */
  lost: Promise<void>
  release: () => Promise<void>
}

const KEY_SQL = "hashtext(current_schema() || ':phoswap:indexer')"

/** The lock when free, else null. PGlite is a single process: it is always this instance's. */
export async function tryIndexerLock(handle: DbHandle): Promise<IndexerLock | null> {
  if (!handle.openSession) {
    return { lost: new Promise<void>(() => {}), release: async () => {} }
  }
  const session: DbSession = await handle.openSession()
  let rows: Record<string, unknown>[]
  try {
    rows = await session.query(`select pg_try_advisory_lock(${KEY_SQL}) as locked`)
  } catch (error) {
    await session.close()
    throw error
  }
  if (rows[0]?.locked !== true) {
    await session.close()
    return null
  }
  let signalLost = () => {}
  const lost = new Promise<void>((resolve) => {
    signalLost = resolve
  })
  session.onLost(() => signalLost())
  return {
    lost,
    release: async () => {
      // Closing the connection ends the session and with it the lock.
      await session.close()
      signalLost()
    },
  }
}
