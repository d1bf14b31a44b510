import type { DbHandle, DbSession } from '../db/client'

/**
 * A named leader lock: a PostgreSQL session-level advisory lock held on a connection of its own, so it lasts
 * exactly as long as that connection. The key is per schema, so test files sharing a database do not collide.
 * The indexer holds `indexer` while it indexes; each job run holds `job:<name>`.
 */
export interface LeaderLock {
  /** Resolves when the lock is lost (connection broken) or released. */
  lost: Promise<void>
  release: () => Promise<void>
}

/** PGlite is one process: its locks are kept here, per database handle. */
const localLocks = new WeakMap<DbHandle, Set<string>>()

function keySql(name: string): string {
  // Names are ours (never user input); the check keeps them safe to inline in the SQL text.
  if (!/^[a-z0-9:_-]{1,64}$/.test(name)) throw new Error(`bad lock name "${name}"`)
  return `hashtext(current_schema() || ':phoswap:${name}')`
}

function signal(): { lost: Promise<void>; fire: () => void } {
  let fire = () => {}
  const lost = new Promise<void>((resolve) => {
    fire = resolve
  })
  return { lost, fire }
}

/** The lock when free, else null. */
export async function tryLeaderLock(handle: DbHandle, name: string): Promise<LeaderLock | null> {
  const key = keySql(name)
  if (!handle.openSession) {
    const held = localLocks.get(handle) ?? new Set<string>()
    localLocks.set(handle, held)
    if (held.has(name)) return null
    held.add(name)
    const { lost, fire } = signal()
    return {
      lost,
      release: async () => {
        held.delete(name)
        fire()
      },
    }
  }
  const session: DbSession = await handle.openSession()
  let rows: Record<string, unknown>[]
  try {
    rows = await session.query(`select pg_try_advisory_lock(${key}) as locked`)
  } catch (error) {
    await session.close()
    throw error
  }
  if (rows[0]?.locked !== true) {
    await session.close()
    return null
  }
  const { lost, fire } = signal()
  session.onLost(() => fire())
  return {
    lost,
    release: async () => {
      // Closing the connection ends the session and with it the lock.
      await session.close()
      fire()
    },
  }
}
