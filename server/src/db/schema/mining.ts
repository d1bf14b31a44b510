import {
  bigint,
  bigserial,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'

// Addresses are stored lowercase (0x + 40 hex) and checksummed only at the API edge.

export const lpReports = pgTable(
  'lp_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chainId: integer('chain_id').notNull(),
    txHash: varchar('tx_hash', { length: 66 }).notNull(),
    address: varchar('address', { length: 42 }).notNull(),
    farm: varchar('farm', { length: 42 }).notNull(),
    pid: integer('pid').notNull(),
    amount: numeric('amount', { precision: 78, scale: 0 }).notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lp_reports_tx_idx').on(t.chainId, t.txHash), index('lp_reports_address_idx').on(t.address)],
)

export const starcardLp = pgTable(
  'starcard_lp',
  {
    chainId: integer('chain_id').notNull(),
    address: varchar('address', { length: 42 }).notNull(),
    farm: varchar('farm', { length: 42 }).notNull(),
    pid: integer('pid').notNull(),
    staked: numeric('staked', { precision: 78, scale: 0 }).notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    txHash: varchar('tx_hash', { length: 66 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.address] })],
)
