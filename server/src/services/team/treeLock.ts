import { sql } from 'drizzle-orm'

/**
 * One transaction-scoped advisory lock for every change of the referral tree and its team facts: binds (a loop
 * A -> B while B -> A must not pass both ancestor checks) and TVL changes (each walks up the path and sets an
 * ancestor's large zone from its children's legs, which a concurrent walk could be changing). Changes are rare
 * and each is a few milliseconds, so one queue costs nothing and no increment can be lost.
 */
export const TREE_LOCK = sql`select pg_advisory_xact_lock(7301, 1)`
