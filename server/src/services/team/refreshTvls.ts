import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm'
import type { Address } from 'viem'
import type { Db } from '../../db/client'
import { teamFacts, users } from '../../db/schema'
import type { ChainSeam } from '../chain/chainSeam'
import { readOwnTvl } from './readOwnTvl'
import { validTvlThreshold } from './teamSettings'
import { setOwnTvl } from './teamUpdates'
import { TREE_LOCK } from './treeLock'

/** A user's own TVL over every chain the server reads (sum of each chain's LP positions and farm stakes). */
export async function ownTvlOnChains(chain: ChainSeam, address: Address): Promise<bigint> {
  let total = 0n
  for (const [id, deployment] of Object.entries(chain.deployments())) {
    const client = chain.client(Number(id))
    if (client) total += await readOwnTvl(client, deployment, address)
  }
  return total
}

/**
 * Re-reads the TVL of users whose re-read is due (a report, an LP transfer or farm event, or the periodic sweep)
 * and carries each change up the tree. Returns how many users were read.
 */
export async function refreshDueTvls(db: Db, chain: ChainSeam, limit = 50): Promise<number> {
  const due = await db
    .select({ id: teamFacts.userId, address: users.address })
    .from(teamFacts)
    .innerJoin(users, eq(users.id, teamFacts.userId))
    .where(and(isNotNull(teamFacts.refreshDue), lte(teamFacts.refreshDue, new Date())))
    .orderBy(asc(teamFacts.refreshDue))
    .limit(limit)
  if (due.length === 0) return 0
  const threshold = await validTvlThreshold(db)
  for (const user of due) {
    const tvl = await ownTvlOnChains(chain, user.address as Address)
    await db.transaction(async (tx) => {
      await tx.execute(TREE_LOCK)
      await setOwnTvl(tx, user.id, tvl, threshold, null)
    })
  }
  return due.length
}

/** Reserves move with every trade: users holding TVL are re-read when their last reading is older than `ageMs`. */
export async function markStaleTvls(db: Db, ageMs: number): Promise<void> {
  const before = new Date(Date.now() - ageMs).toISOString()
  await db.execute(sql`
    update ${teamFacts} set refresh_due = now()
    where refresh_due is null and own_tvl > 0 and (tvl_read_at is null or tvl_read_at < ${before}::timestamptz)`)
}
