import { type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

/** A value as an element of a PostgreSQL array literal (quoted, so commas, braces and quotes stay inside it). */
const element = (value: string | number) => `"${String(value).replace(/[\\"]/g, (c) => `\\${c}`)}"`

/**
 * `column = any($1)` with the values as one array parameter. inArray sends one parameter per value, and a statement
 * may have at most 65,535: a settlement job's day at 100,000 users has more (docs/decisions/0144-settle-scale.md).
 */
export function anyOf(column: AnyPgColumn, values: readonly (string | number)[], type: 'bigint' | 'text'): SQL {
  const literal = `{${values.map(element).join(',')}}`
  return type === 'bigint' ? sql`${column} = any(${literal}::bigint[])` : sql`${column} = any(${literal}::text[])`
}
