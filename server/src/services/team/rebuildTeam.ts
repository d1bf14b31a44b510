import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { teamFacts, users } from '../../db/schema'
import { computeTeamFacts, type TeamNode } from './computeTeamFacts'
import { isValidTvl } from './teamRules'
import { TREE_LOCK } from './treeLock'

export interface RebuildResult {
  users: number
  /** Rows whose stored figures differed from the recomputed ones (0 when the incremental path was right). */
  changed: number
}

const BATCH = 1000

/**
 * `npm run admin -- team rebuild`: recomputes every team figure from the tree and the stored own TVLs (validity
 * under the current threshold), in one transaction under the tree lock, and says how many rows it corrected.
 */
export async function rebuildTeam(db: Db, threshold: bigint): Promise<RebuildResult> {
  return db.transaction(async (tx) => {
    await tx.execute(TREE_LOCK)
    await tx.execute(sql`
      insert into ${teamFacts} (user_id, parent_id) select id, parent_id from ${users} on conflict do nothing`)
    const rows = await tx
      .select({
        id: teamFacts.userId,
        parentId: users.parentId,
        ownTvl: teamFacts.ownTvl,
        teamTvl: teamFacts.teamTvl,
        legTvl: teamFacts.legTvl,
        maxZone: teamFacts.maxZone,
        teamCount: teamFacts.teamCount,
        teamValid: teamFacts.teamValid,
        validDirect: teamFacts.validDirect,
        lines: teamFacts.lines,
        valid: teamFacts.valid,
        storedParent: teamFacts.parentId,
      })
      .from(teamFacts)
      .innerJoin(users, sql`${users.id} = ${teamFacts.userId}`)
    const nodes: TeamNode[] = rows.map((r) => {
      const own = BigInt(r.ownTvl)
      return { id: r.id, parentId: r.parentId, ownTvl: own, valid: isValidTvl(own, threshold) }
    })
    const facts = computeTeamFacts(nodes)
    const changed: string[] = []
    rows.forEach((r, i) => {
      const f = facts.get(r.id)!
      const valid = nodes[i]!.valid
      const same =
        r.storedParent === r.parentId &&
        r.valid === valid &&
        BigInt(r.teamTvl) === f.teamTvl &&
        BigInt(r.legTvl) === f.legTvl &&
        BigInt(r.maxZone) === f.maxZone &&
        r.teamCount === f.teamCount &&
        r.teamValid === f.teamValid &&
        r.validDirect === f.validDirect &&
        r.lines === f.lines
      if (same) return
      changed.push(
        `(${r.id}, ${r.parentId ?? 'null'}::bigint, ${valid}, ${f.teamTvl}::numeric, ${f.legTvl}::numeric, ` +
          `${f.maxZone}::numeric, ${f.teamCount}, ${f.teamValid}, ${f.validDirect}, ${f.lines})`,
      )
    })
    // Every value is a number or boolean computed here (no user text), so the batch is built as SQL text.
    for (let i = 0; i < changed.length; i += BATCH) {
      await tx.execute(
        sql.raw(`update team_facts t set parent_id = v.parent_id, valid = v.valid, team_tvl = v.team_tvl,
          leg_tvl = v.leg_tvl, max_zone = v.max_zone, team_count = v.team_count, team_valid = v.team_valid,
          valid_direct = v.valid_direct, lines = v.lines
        from (values ${changed.slice(i, i + BATCH).join(',')})
          as v(user_id, parent_id, valid, team_tvl, leg_tvl, max_zone, team_count, team_valid, valid_direct, lines)
        where t.user_id = v.user_id`),
      )
    }
    return { users: rows.length, changed: changed.length }
  })
}
