import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { teamFacts, users } from '../../db/schema'
import { isValidTvl, LINE_SIZE } from './teamRules'

interface Delta {
  tvl: bigint
  count: number
  valid: number
  /** Change of the first ancestor's valid direct count. */
  direct: number
}

type Rows<T> = { rows: T[] }

/** The user's team row, created with the user's parent when absent; call inside a transaction. */
export async function ensureTeamRow(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`
    insert into ${teamFacts} (user_id, parent_id)
    select id, parent_id from ${users} where id = ${userId}
    on conflict do nothing`)
}

/**
 * Adds a change of one leg (the subtree of `childId`, whose own row is already updated) to every ancestor:
 * team TVL, count and valid count by the delta, the first ancestor's valid direct count, each ancestor's line
 * count when the leg below it crosses LINE_SIZE valid addresses, and each ancestor's large zone from its
 * children's legs (one index lookup). The walk runs inside the database (`team_propagate`, migrations 0010 and 0011): one
 * round trip however deep the chain. Runs under TREE_LOCK, so no concurrent walk changes a sibling meanwhile.
 */
async function propagate(tx: Db, childId: number, d: Delta): Promise<number> {
  if (d.tvl === 0n && d.count === 0 && d.valid === 0 && d.direct === 0) return 0
  const result = (await tx.execute(sql`
    select team_propagate(${childId}, ${d.tvl.toString()}::numeric, ${d.count}, ${d.valid}, ${d.direct}, ${LINE_SIZE})
      as steps`)) as unknown as Rows<{ steps: number }>
  return Number(result.rows[0]?.steps ?? 0)
}

/** After a bind: the new child's whole leg joins the parent's and every higher ancestor's figures. */
export async function bindIntoTeam(tx: Db, userId: number, parentId: number): Promise<void> {
  await ensureTeamRow(tx, parentId)
  await ensureTeamRow(tx, userId)
  // A newcomer may hold LP from before their first visit: read it soon.
  const refreshDue = sql`coalesce(${teamFacts.refreshDue}, now())`
  const [me] = await tx.update(teamFacts).set({ parentId, refreshDue }).where(eq(teamFacts.userId, userId)).returning({
    legTvl: teamFacts.legTvl,
    valid: teamFacts.valid,
    teamValid: teamFacts.teamValid,
    teamCount: teamFacts.teamCount,
  })
  if (!me) throw new Error('bindIntoTeam: team row vanished')
  const valid = me.valid ? 1 : 0
  await propagate(tx, userId, {
    tvl: BigInt(me.legTvl),
    count: 1 + me.teamCount,
    valid: valid + me.teamValid,
    direct: valid,
  })
}

/**
 * Sets a user's own TVL as read from the chain at `block` and carries the change up the tree; a reading older
 * than the stored one changes nothing. Call inside a transaction holding TREE_LOCK. Returns the ancestors walked.
 */
export async function setOwnTvl(
  tx: Db,
  userId: number,
  ownTvl: bigint,
  threshold: bigint,
  block: number | null,
): Promise<number> {
  await ensureTeamRow(tx, userId)
  const [old] = await tx.select().from(teamFacts).where(eq(teamFacts.userId, userId)).for('update')
  if (!old) throw new Error('setOwnTvl: team row vanished')
  if (block !== null && old.tvlBlock !== null && old.tvlBlock > block) return 0
  const dTvl = ownTvl - BigInt(old.ownTvl)
  const valid = isValidTvl(ownTvl, threshold)
  const dValid = (valid ? 1 : 0) - (old.valid ? 1 : 0)
  await tx
    .update(teamFacts)
    .set({
      ownTvl: ownTvl.toString(),
      legTvl: sql`${teamFacts.legTvl} + ${dTvl.toString()}::numeric`,
      valid,
      tvlBlock: block,
      tvlReadAt: new Date(),
      refreshDue: null,
    })
    .where(eq(teamFacts.userId, userId))
  return propagate(tx, userId, { tvl: dTvl, count: 0, valid: dValid, direct: dValid })
}
