import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { type DbHandle, openDb } from '../../src/db/client'
import { runMigrations } from '../../src/db/migrate'
import { type Backend, POSTGRES_URL } from './backends'

export interface TestDb {
  handle: DbHandle
  /** PostgreSQL only: another connection pool on the same schema, as a second server instance would have. */
  openAnother?: () => DbHandle
  /** Closes the connection and, on PostgreSQL, drops the file's schema. */
  dispose: () => Promise<void>
}

/** A fresh, migrated database: PGlite in memory, or a new schema of the PostgreSQL database so files run in parallel. */
export async function openTestDb(backend: Backend): Promise<TestDb> {
  if (backend === 'pglite') {
    const handle = openDb({})
    await runMigrations(handle)
    return { handle, dispose: () => handle.close() }
  }
  if (!POSTGRES_URL) throw new Error('DATABASE_URL is not set')
  const schema = `t_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: POSTGRES_URL })
  await admin.connect()
  await admin.query(`create schema ${schema}`)
  await admin.end()
  const handle = openDb({ databaseUrl: POSTGRES_URL, searchPath: schema })
  await runMigrations(handle, schema)
  return {
    handle,
    openAnother: () => openDb({ databaseUrl: POSTGRES_URL, searchPath: schema }),
    dispose: async () => {
      await handle.close()
      const cleanup = new pg.Client({ connectionString: POSTGRES_URL })
      await cleanup.connect()
      await cleanup.query(`drop schema ${schema} cascade`)
      await cleanup.end()
    },
  }
}
