import { randomBytes } from 'node:crypto'
import pg from 'pg'

export interface BenchDatabase {
  /** Its name and connection string. */
  name: string
  url: string
  /** A connection to the server's default database (for catalogue queries while the bench runs). */
  admin: pg.Client
  /** Drops the database (forcing its connections) and closes `admin`. */
  drop: () => Promise<void>
}

/** A fresh database on `DATABASE_URL`'s server (or local PostgreSQL), or the reason none could be made. */
export async function createBenchDatabase(): Promise<BenchDatabase | string> {
  const serverUrl = process.env.DATABASE_URL || 'postgres://postgres:postgres@127.0.0.1:5432/postgres'
  const admin = new pg.Client({ connectionString: serverUrl })
  try {
    await admin.connect()
  } catch (error) {
    return `skipped: no PostgreSQL at ${serverUrl.replace(/:[^:@/]*@/, ':***@')} (${(error as Error).message})`
  }
  const name = `phoswap_bench_${randomBytes(4).toString('hex')}`
  await admin.query(`create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    name,
    url: url.toString(),
    admin,
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined)
      await admin.end()
    },
  }
}
