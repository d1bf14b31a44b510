import { sql } from 'drizzle-orm'
import { check, integer, numeric, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core'

// Addresses are stored lowercase (0x + 40 hex) and checksummed only at the API edge.

export const coins = pgTable('coins', {
  coinId: integer('coin_id').primaryKey(),
  coinEn: varchar('coin_en', { length: 16 }).notNull().unique(),
  logo: varchar('logo', { length: 500 }).notNull().default(''),
  decimals: integer('decimals').notNull().default(18),
  chainId: integer('chain_id'),
  contract: varchar('contract', { length: 42 }),
  sort: integer('sort').notNull().default(0),
})

export const rewardWallets = pgTable(
  'reward_wallets',
  {
    address: varchar('address', { length: 42 }).notNull(),
    coinId: integer('coin_id').notNull(),
    usable: numeric('usable', { precision: 78, scale: 0 }).notNull().default('0'),
    frozen: numeric('frozen', { precision: 78, scale: 0 }).notNull().default('0'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.address, t.coinId] }),
    check('reward_wallets_usable_check', sql`${t.usable} >= 0`),
    check('reward_wallets_frozen_check', sql`${t.frozen} >= 0`),
  ],
)
