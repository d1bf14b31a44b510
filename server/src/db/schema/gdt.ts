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
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'

// GDT reward sources (docs/decisions/0076-gdt-reward-sources.md). Swaps through our router are chain facts, stored
// by the indexer (and by `POST /dex/valid-hash`, which reads the same receipt); the daily job pays from them.

export const routerSwaps = pgTable(
  'router_swaps',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chainId: integer('chain_id').notNull(),
    pair: varchar('pair', { length: 42 }).notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    blockHash: varchar('block_hash', { length: 66 }).notNull(),
    logIndex: integer('log_index').notNull(),
    txHash: varchar('tx_hash', { length: 66 }).notNull(),
    /** Lowercase receiver of the swap's output (the Swap event's `to`): the trader. */
    trader: varchar('trader', { length: 42 }).notNull(),
    /** The USDT amount in plus out of the swap, base units; 0 for a pair without USDT. */
    usdtVolume: numeric('usdt_volume', { precision: 78, scale: 0 }).notNull(),
    /** Block timestamp, unix seconds: the UTC day the swap counts for. */
    blockTime: bigint('block_time', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('router_swaps_event_idx').on(t.chainId, t.txHash, t.logIndex),
    index('router_swaps_trader_idx').on(t.trader, t.blockTime),
    index('router_swaps_block_idx').on(t.chainId, t.blockNumber),
    check('router_swaps_volume_check', sql`${t.usdtVolume} >= 0`),
  ],
)

/**
 * Which settlement day paid each router swap's trade reward (docs/decisions/0151-swap-settlement-rows.md): a narrow
 * row per swap, added by the trigger of migration 0027 in the same statement that stores the swap, so marking a
 * day's swaps settled rewrites these small rows instead of the wide, five-index swap rows. Deleted with its swap.
 */
export const routerSwapSettlement = pgTable(
  'router_swap_settlement',
  {
    swapId: bigint('swap_id', { mode: 'number' })
      .primaryKey()
      .references(() => routerSwaps.id, { onDelete: 'cascade' }),
    /** The swap's block timestamp (copied): the open index orders by it. */
    blockTime: bigint('block_time', { mode: 'number' }).notNull(),
    /** The settlement day that paid its trade reward; null until then (a swap indexed late is paid next run). */
    settledDay: date('settled_day', { mode: 'string' }),
  },
  (t) => [index('router_swap_settlement_open_idx').on(t.blockTime).where(sql`${t.settledDay} is null`)],
)

/** Operator grants: the white list (paid by the daily job) and the genesis cards (claimed by their holder). */
export const rewardGrants = pgTable(
  'reward_grants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `white-list`, `genesis-gdt` or `genesis-vgt`. */
    program: varchar('program', { length: 32 }).notNull(),
    /** Lowercase address. */
    address: varchar('address', { length: 42 }).notNull(),
    amount: numeric('amount', { precision: 78, scale: 0 }).notNull(),
    /** The operator's own key for the grant: the same key again adds nothing. */
    key: varchar('key', { length: 100 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The day the job paid it (white list), or the day its holder claimed it (genesis); null while open. */
    paidDay: date('paid_day', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('reward_grants_key_idx').on(t.program, t.key),
    index('reward_grants_open_idx').on(t.program, t.address, t.paidDay),
    check('reward_grants_amount_check', sql`${t.amount} > 0`),
  ],
)

/** Harvests of our farms' PHO reward (Farm `Harvest` events): the facts of the mining reward. */
export const farmHarvests = pgTable(
  'farm_harvests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chainId: integer('chain_id').notNull(),
    farm: varchar('farm', { length: 42 }).notNull(),
    pid: integer('pid').notNull(),
    /** Lowercase address that harvested. */
    user: varchar('user', { length: 42 }).notNull(),
    /** PHO base units harvested. */
    amount: numeric('amount', { precision: 78, scale: 0 }).notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    blockHash: varchar('block_hash', { length: 66 }).notNull(),
    logIndex: integer('log_index').notNull(),
    txHash: varchar('tx_hash', { length: 66 }).notNull(),
    blockTime: bigint('block_time', { mode: 'number' }).notNull(),
    /** The settlement day that paid its mining reward; null until then. */
    settledDay: date('settled_day', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('farm_harvests_event_idx').on(t.chainId, t.txHash, t.logIndex),
    index('farm_harvests_open_idx').on(t.settledDay, t.blockTime),
    index('farm_harvests_block_idx').on(t.chainId, t.blockNumber),
    check('farm_harvests_amount_check', sql`${t.amount} >= 0`),
  ],
)
