import { bigint, bigserial, index, integer, numeric, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core'

/**
 * The community stake contract's events (CommunityStake.sol), indexed: `staked` and `claimed` carry the
 * account and amount, `schedule` the release start and duration the owner set. Figures are sums over these.
 */
export const communityStakeEvents = pgTable(
  'community_stake_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chainId: integer('chain_id').notNull(),
    contract: varchar('contract', { length: 42 }).notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    blockHash: varchar('block_hash', { length: 66 }).notNull(),
    logIndex: integer('log_index').notNull(),
    txHash: varchar('tx_hash', { length: 66 }).notNull(),
    /** staked | claimed | schedule */
    kind: varchar('kind', { length: 16 }).notNull(),
    /** Lowercase; null for `schedule`. */
    account: varchar('account', { length: 42 }),
    amount: numeric('amount', { precision: 78, scale: 0 }).notNull().default('0'),
    /** For `schedule`: release start (unix seconds) and duration (seconds). */
    releaseStart: bigint('release_start', { mode: 'number' }),
    releaseDuration: bigint('release_duration', { mode: 'number' }),
    blockTime: bigint('block_time', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('community_stake_events_event_idx').on(t.chainId, t.txHash, t.logIndex),
    index('community_stake_events_account_idx').on(t.chainId, t.contract, t.account),
    index('community_stake_events_block_idx').on(t.chainId, t.blockNumber),
  ],
)

/**
 * PHO's tax flows into its four sinks (PhoToken.sol), indexed from PHO's Transfer logs into the sinks set at
 * that log; `sink` is `liquidity`, `equity`, `burn` or `ecosystem`. Valued in USDT at read time from pair_syncs.
 */
export const phoSinkFlows = pgTable(
  'pho_sink_flows',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chainId: integer('chain_id').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    blockHash: varchar('block_hash', { length: 66 }).notNull(),
    logIndex: integer('log_index').notNull(),
    txHash: varchar('tx_hash', { length: 66 }).notNull(),
    sink: varchar('sink', { length: 16 }).notNull(),
    amount: numeric('amount', { precision: 78, scale: 0 }).notNull(),
    blockTime: bigint('block_time', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('pho_sink_flows_event_idx').on(t.chainId, t.txHash, t.logIndex),
    index('pho_sink_flows_time_idx').on(t.chainId, t.blockTime),
  ],
)

/** PHO's SinksSet events: which addresses were its four tax sinks from a log on. */
export const phoSinkSets = pgTable(
  'pho_sink_sets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chainId: integer('chain_id').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    logIndex: integer('log_index').notNull(),
    txHash: varchar('tx_hash', { length: 66 }).notNull(),
    liquidity: varchar('liquidity', { length: 42 }).notNull(),
    equity: varchar('equity', { length: 42 }).notNull(),
    burn: varchar('burn', { length: 42 }).notNull(),
    ecosystem: varchar('ecosystem', { length: 42 }).notNull(),
  },
  (t) => [uniqueIndex('pho_sink_sets_event_idx').on(t.chainId, t.txHash, t.logIndex)],
)
