import { fileURLToPath } from 'node:url'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { DbHandle } from './client'
import type * as schema from './schema'

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url))

/** Applies the SQL in server/drizzle with the migrator of the handle's driver. */
export async function runMigrations(handle: DbHandle, migrationsSchema?: string): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER, ...(migrationsSchema ? { migrationsSchema } : {}) }
  if (handle.kind === 'postgres') {
    await migratePg(handle.db as unknown as NodePgDatabase<typeof schema>, config)
  } else {
    await migratePglite(handle.db as unknown as PgliteDatabase<typeof schema>, config)
  }
}
