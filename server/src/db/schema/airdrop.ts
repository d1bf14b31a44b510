import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'

// The daily airdrop (docs/decisions.md, "The airdrop"). The operator's settings are rows: the latest one is the
// reward on offer (coin_id null: none, so reward id 0). A claim is one row per user and UTC day (the unique index
// is what makes "once a day" hold across requests and instances) and one ledger entry from pool:airdrop.

export const airdropRewards = pgTable(
  'airdrop_rewards',
  {
    id: serial('id').primaryKey(),
    /** The coin paid; null turns the airdrop off. */
    coinId: integer('coin_id'),
    /** Paid per claim, base units. */
    amount: numeric('amount', { precision: 78, scale: 0 }).notNull(),
    /** GDT a claimer must hold both in the reward wallet and on chain, base units. */
    holdExamine: numeric('hold_examine', { precision: 78, scale: 0 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('airdrop_rewards_amount_check', sql`${t.amount} >= 0 and ${t.holdExamine} >= 0`)],
)

export const airdropClaims = pgTable(
  'airdrop_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Lowercase user address. */
    address: varchar('address', { length: 42 }).notNull(),
    /** The UTC day of the claim. */
    day: date('day', { mode: 'string' }).notNull(),
    rewardId: integer('reward_id').notNull(),
    coinId: integer('coin_id').notNull(),
    amount: numeric('amount', { precision: 78, scale: 0 }).notNull(),
    entryId: bigint('entry_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('airdrop_claims_day_idx').on(t.address, t.day),
    index('airdrop_claims_address_idx').on(t.address, t.id),
  ],
)
