/** Database backends a DB-backed suite runs on: PGlite always, PostgreSQL when DATABASE_URL is set. */
export type Backend = 'pglite' | 'postgres'

export const POSTGRES_URL = process.env.DATABASE_URL

export const BACKENDS: Backend[] = POSTGRES_URL ? ['pglite', 'postgres'] : ['pglite']

export const POSTGRES_SKIP_REASON =
  'DATABASE_URL is not set: PostgreSQL-only tests (real concurrency) are skipped. ' +
  'Run with DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to include them.'
