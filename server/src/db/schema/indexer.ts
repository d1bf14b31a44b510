import { bigint, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core'

export const indexerCursors = pgTable(
  'indexer_cursors',
  {
    chainId: integer('chain_id').notNull(),
    setKey: varchar('set_key', { length: 80 }).notNull(),
    lastBlock: bigint('last_block', { mode: 'number' }).notNull(),
    lastBlockHash: varchar('last_block_hash', { length: 66 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.setKey] })],
)

export const indexedBlocks = pgTable(
  'indexed_blocks',
  {
    chainId: integer('chain_id').notNull(),
    number: bigint('number', { mode: 'number' }).notNull(),
    hash: varchar('hash', { length: 66 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.number] })],
)
