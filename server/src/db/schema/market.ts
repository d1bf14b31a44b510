import { bigint, bigserial, index, integer, numeric, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core'

// Addresses are stored lowercase (0x + 40 hex) and checksummed only at the API edge.

export const pairSyncs = pgTable(
  'pair_syncs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chainId: integer('chain_id').notNull(),
    pair: varchar('pair', { length: 42 }).notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    blockHash: varchar('block_hash', { length: 66 }).notNull(),
    logIndex: integer('log_index').notNull(),
    txHash: varchar('tx_hash', { length: 66 }).notNull(),
    reserve0: numeric('reserve0', { precision: 78, scale: 0 }).notNull(),
    reserve1: numeric('reserve1', { precision: 78, scale: 0 }).notNull(),
    /** Block timestamp, unix seconds. */
    blockTime: bigint('block_time', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('pair_syncs_event_idx').on(t.chainId, t.txHash, t.logIndex),
    index('pair_syncs_pair_time_idx').on(t.chainId, t.pair, t.blockTime, t.blockNumber, t.logIndex),
    index('pair_syncs_block_idx').on(t.chainId, t.blockNumber),
  ],
)
