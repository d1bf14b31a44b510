import { sql } from 'drizzle-orm'
import { bigint, boolean, check, index, integer, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core'

/**
 * The team program's facts per user (issue 12 part 2), kept incrementally up the referral tree and recomputable
 * from scratch (`npm run admin -- team rebuild`). Money is USDT in 18-decimal base units.
 * `parent_id` mirrors users.parent_id so that the largest leg of a user is one index lookup.
 */
export const teamFacts = pgTable(
  'team_facts',
  {
    userId: bigint('user_id', { mode: 'number' }).primaryKey(),
    parentId: bigint('parent_id', { mode: 'number' }),
    /** The user's own TVL: LP positions in our pairs and farm stakes, valued at current reserves. */
    ownTvl: numeric('own_tvl', { precision: 78, scale: 0 }).notNull().default('0'),
    /** own_tvl reaches the valid-address threshold. */
    valid: boolean('valid').notNull().default(false),
    /** Sum of own_tvl over all descendants (the user excluded). */
    teamTvl: numeric('team_tvl', { precision: 78, scale: 0 }).notNull().default('0'),
    /** own_tvl + team_tvl: what this user's leg weighs in the parent's zones. */
    legTvl: numeric('leg_tvl', { precision: 78, scale: 0 }).notNull().default('0'),
    /** The parent's large zone: the heaviest child leg. The small zone is team_tvl - max_zone. */
    maxZone: numeric('max_zone', { precision: 78, scale: 0 }).notNull().default('0'),
    teamCount: integer('team_count').notNull().default(0),
    teamValid: integer('team_valid').notNull().default(0),
    validDirect: integer('valid_direct').notNull().default(0),
    /** Child legs holding at least LINE_SIZE valid addresses. */
    lines: integer('lines').notNull().default(0),
    tvlBlock: bigint('tvl_block', { mode: 'number' }),
    tvlReadAt: timestamp('tvl_read_at', { withTimezone: true }),
    /** Set by a report (lp-log, report-lp, update-lp, dex/entry): the refresher reads this user's TVL soon. */
    refreshDue: timestamp('refresh_due', { withTimezone: true }),
  },
  (t) => [
    index('team_facts_parent_leg_idx').on(t.parentId, t.legTvl),
    index('team_facts_refresh_due_idx').on(t.refreshDue),
    check(
      'team_facts_nonneg',
      sql`${t.ownTvl} >= 0 and ${t.teamTvl} >= 0 and ${t.teamCount} >= 0 and ${t.teamValid} >= 0`,
    ),
  ],
)
