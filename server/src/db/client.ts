import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import * as schema from './schema'

/** The common face of both drivers; services only use this. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

/** A connection of its own, outside the pool, for session-level state such as advisory locks. */
export interface DbSession {
  query: (text: string) => Promise<Record<string, unknown>[]>
  /** Called once if the connection breaks (its session locks are gone then). */
  onLost: (listener: (error: Error) => void) => void
  close: () => Promise<void>
}

export interface DbHandle {
  db: Db
  kind: 'pglite' | 'postgres'
  close: () => Promise<void>
  /** PostgreSQL only: a dedicated connection; PGlite is one process and needs none. */
  openSession?: () => Promise<DbSession>
}

export interface DbOptions {
  /** PostgreSQL connection string; PGlite is used when unset. */
  databaseUrl?: string | undefined
  /** PGlite data directory; in memory when unset. */
  pgliteDir?: string | undefined
  /** PostgreSQL search_path (tests give each file its own schema). */
  searchPath?: string | undefined
}

export function openDb(options: DbOptions): DbHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    })
    const db = drizzlePg({ client: pool, schema })
    const openSession = async (): Promise<DbSession> => {
      const client = new pg.Client({
        connectionString: options.databaseUrl,
        ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
      })
      let lost: ((error: Error) => void) | null = null
      let broken: Error | null = null
      client.on('error', (error) => {
        broken = error
        lost?.(error)
        lost = null
      })
      await client.connect()
      return {
        query: async (text) => (await client.query(text)).rows,
        onLost: (listener) => {
          if (broken) listener(broken)
          else lost = listener
        },
        close: async () => {
          lost = null
          await client.end().catch(() => {})
        },
      }
    }
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end(), openSession }
  }
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true })
  const client = options.pgliteDir ? new PGlite(options.pgliteDir) : new PGlite()
  const db = drizzlePglite({ client, schema })
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() }
}

export function pgliteDirOf(dataDir: string): string {
  return join(dataDir, 'pglite')
}
