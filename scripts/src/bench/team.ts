/**
 * The team program's figures on PostgreSQL (issue 12): a full rebuild of a 100,000-user referral tree (depth up to
 * 30) and one incremental LP change at the bottom of a 30-deep chain (the server's own setOwnTvl, which walks every
 * ancestor under the tree lock). A fresh database is created and dropped, like the ledger bench.
 */
import { sql } from 'drizzle-orm'
import { openDb } from '../../../server/src/db/client'
import { runMigrations } from '../../../server/src/db/migrate'
import { rebuildTeam } from '../../../server/src/services/team/rebuildTeam'
import { setOwnTvl } from '../../../server/src/services/team/teamUpdates'
import { TREE_LOCK } from '../../../server/src/services/team/treeLock'
import { createBenchDatabase } from './benchDatabase'

const USERS = 100_000
const MAX_DEPTH = 30
const CHANGES = 300
const USDT = 10n ** 18n

export interface TeamBenchResult {
  users: number
  maxDepth: number
  rebuildMs: number
  rebuildRows: number
  rebuildUnchangedMs: number
  changeMs: number
  ancestors: number
  perAncestorMs: number
}

export async function benchTeam(log: (line: string) => void): Promise<TeamBenchResult | string> {
  const database = await createBenchDatabase()
  if (typeof database === 'string') return database
  const handle = openDb({ databaseUrl: database.url })
  try {
    await runMigrations(handle)
    // Node 1 is the root, nodes 2..31 a chain of 30; the rest pick a random earlier parent within depth 30.
    const parent: number[] = [0, 0]
    const depth: number[] = [0, 0]
    for (let i = 2; i <= USERS; i++) {
      let p = i <= MAX_DEPTH + 1 ? i - 1 : 1 + Math.floor(Math.random() * (i - 1))
      while (depth[p]! >= MAX_DEPTH) p = parent[p]!
      parent.push(p)
      depth.push(depth[p]! + 1)
    }
    log(`team bench: inserting ${USERS} users`)
    for (let from = 1; from <= USERS; from += 10_000) {
      const ids = Array.from({ length: Math.min(10_000, USERS - from + 1) }, (_, k) => from + k)
      const values = ids
        .map((i) => {
          const own = Math.random() < 0.3 ? 0n : BigInt(Math.floor(Math.random() * 400)) * USDT
          return `(${i}, '0x${i.toString(16).padStart(40, '0')}', 'B${i.toString(36).toUpperCase()}', ${parent[i] || 'null'}, ${own})`
        })
        .join(',')
      // Generated numbers and hex only, no outside input: built as SQL text for speed.
      await handle.db.execute(
        sql.raw(`insert into users (id, address, invite_code, parent_id)
          select id, address, code, parent from (values ${values}) v(id, address, code, parent, own)`),
      )
      await handle.db.execute(
        sql.raw(`insert into team_facts (user_id, parent_id, own_tvl)
          select id, parent, own from (values ${values}) v(id, address, code, parent, own)`),
      )
    }
    log('team bench: rebuilding')
    const threshold = 100n * USDT
    let started = performance.now()
    const first = await rebuildTeam(handle.db, threshold)
    const rebuildMs = performance.now() - started
    started = performance.now()
    const again = await rebuildTeam(handle.db, threshold)
    const rebuildUnchangedMs = performance.now() - started
    if (again.changed !== 0) throw new Error(`a second rebuild changed ${again.changed} rows`)
    const bottom = MAX_DEPTH + 1
    let ancestors = 0
    started = performance.now()
    for (let k = 0; k < CHANGES; k++) {
      await handle.db.transaction(async (tx) => {
        await tx.execute(TREE_LOCK)
        ancestors = await setOwnTvl(tx, bottom, BigInt(50 + (k % 2) * 100) * USDT, threshold, null)
      })
    }
    const changeMs = (performance.now() - started) / CHANGES
    const check = await rebuildTeam(handle.db, threshold)
    if (check.changed !== 0) throw new Error(`incremental changes left ${check.changed} rows off`)
    return {
      users: USERS,
      maxDepth: Math.max(...depth),
      rebuildMs,
      rebuildRows: first.changed,
      rebuildUnchangedMs,
      changeMs,
      ancestors,
      perAncestorMs: changeMs / Math.max(1, ancestors),
    }
  } catch (error) {
    log(`team bench failed: ${(error as Error).message}`)
    throw error
  } finally {
    await handle.close()
    await database.drop()
  }
}

export function formatTeam(result: TeamBenchResult | string): string[] {
  if (typeof result === 'string') return [`team program: ${result}`]
  return [
    `team rebuild: ${result.users} users, depth ${result.maxDepth}: ${result.rebuildMs.toFixed(0)} ms ` +
      `(${result.rebuildRows} rows written); again with nothing to correct ${result.rebuildUnchangedMs.toFixed(0)} ms`,
    `team incremental LP change at the bottom of a ${result.ancestors}-deep chain: ${result.changeMs.toFixed(2)} ms ` +
      `(${result.perAncestorMs.toFixed(3)} ms per ancestor, one transaction with the tree lock)`,
  ]
}
