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

// The daily airdrop (docs/decisions/0052-airdrop.md). The operator's settings are rows: the latest one is the
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

// The holding an address had at the open of a UTC day (docs/decisions/0099-airdrop-snapshot.md): its GDT on chain at
// the day's opening block (the last block before 00:00 UTC, read once it is at the chain's confirmation depth) plus
// its reward-wallet GDT from the entries posted before 00:00. Written once per (address, chain, coin, day) and
// never changed, so every check of that day gives the same answer without reading the chain again.
export const airdropSnapshots = pgTable(
  'airdrop_snapshots',
  {
    /** Lowercase address. */
    address: varchar('address', { length: 42 }).notNull(),
    chainId: integer('chain_id').notNull(),
    coinId: integer('coin_id').notNull(),
    /** The UTC day whose open (00:00) the snapshot is of. */
    day: date('day', { mode: 'string' }).notNull(),
    /** The day's opening block; null when the chain has no block before 00:00 or the coin is not on that chain. */
    blockNumber: bigint('block_number', { mode: 'number' }),
    blockHash: varchar('block_hash', { length: 66 }),
    /** Base units held on chain at the opening block. */
    chainAmount: numeric('chain_amount', { precision: 78, scale: 0 }).notNull(),
    /** Base units in the reward wallet (usable + frozen) from entries created before 00:00 UTC (below 0: in debt). */
    walletAmount: numeric('wallet_amount', { precision: 78, scale: 0 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('airdrop_snapshots_key').on(t.address, t.chainId, t.coinId, t.day),
    index('airdrop_snapshots_day_idx').on(t.chainId, t.day),
    check('airdrop_snapshots_amount_check', sql`${t.chainAmount} >= 0`),
  ],
)
