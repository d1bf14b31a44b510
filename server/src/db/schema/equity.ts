import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core'

/**
 * PHO arriving at a chain's equity sink (issue 12 part 4): one row per confirmed Transfer log, stored once. A daily
 * `equity` run pays the rows it finds unpaid up to its day's end and marks them with its period.
 */
export const equityArrivals = pgTable(
  'equity_arrivals',
  {
    chainId: integer('chain_id').notNull(),
    txHash: varchar('tx_hash', { length: 66 }).notNull(),
    logIndex: integer('log_index').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    blockTime: timestamp('block_time', { withTimezone: true }).notNull(),
    amount: numeric('amount', { precision: 78, scale: 0 }).notNull(),
    /** The `equity` run that paid it out (`YYYY-MM-DD`); null until then. */
    settledPeriod: varchar('settled_period', { length: 10 }),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.txHash, t.logIndex] }),
    index('equity_arrivals_unsettled_idx').on(t.blockTime).where(sql`${t.settledPeriod} is null`),
    check('equity_arrivals_amount_pos', sql`${t.amount} > 0`),
  ],
)

/**
 * Each user's star card as the worldwide cap leaves it (issue 12 part 3). `qualified_at`: since when the user's
 * facts meet star 1 without a break (the cap's order); `gifted_level`: the highest level whose GDT gift was paid
 * (gifts are paid once per level; a downgrade never lowers it).
 */
export const starCards = pgTable(
  'star_cards',
  {
    userId: bigint('user_id', { mode: 'number' }).primaryKey(),
    level: smallint('level').notNull().default(0),
    qualifiedAt: timestamp('qualified_at', { withTimezone: true }),
    giftedLevel: smallint('gifted_level').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('star_cards_level_idx').on(t.level),
    check('star_cards_levels', sql`${t.level} between 0 and 5 and ${t.giftedLevel} between 0 and 5`),
  ],
)
