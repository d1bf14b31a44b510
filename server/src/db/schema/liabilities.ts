import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'

/**
 * Proof of liabilities (docs/proof-of-liabilities.md, docs/decisions/0137-proof-of-liabilities.md): one row per
 * snapshot of one chain and coin, the root of its Merkle-sum tree and where it was published.
 */
export const liabilitiesSnapshots = pgTable(
  'liabilities_snapshots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chainId: integer('chain_id').notNull(),
    coinId: integer('coin_id').notNull(),
    /** The block the books correspond to: the block the chain's deposits and vault-claims sources had both read. */
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    /** The newest ledger entry in the snapshot: the books at the snapshot are exactly the entries up to this id. */
    lastEntryId: bigint('last_entry_id', { mode: 'number' }).notNull(),
    rootHash: varchar('root_hash', { length: 66 }).notNull(),
    rootSum: numeric('root_sum', { precision: 78, scale: 0 }).notNull(),
    accounts: integer('accounts').notNull(),
    /** Owners in debt in this coin at the snapshot, left out of the tree (listed by `ledger check`). */
    excludedDebts: integer('excluded_debts').notNull().default(0),
    /** The vault's balance of the coin's token at `block_number`. */
    vaultBalance: numeric('vault_balance', { precision: 78, scale: 0 }),
    /** The day of the daily run that took it (`YYYY-MM-DD`); null when the operator asked. */
    period: varchar('period', { length: 10 }),
    publishTx: varchar('publish_tx', { length: 66 }),
    publishedBlock: bigint('published_block', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    index('liabilities_snapshots_latest_idx').on(t.chainId, t.coinId, t.id),
    uniqueIndex('liabilities_snapshots_period_key')
      .on(t.chainId, t.coinId, t.period)
      .where(sql`${t.period} is not null`),
    check('liabilities_snapshots_sum_check', sql`${t.rootSum} >= 0`),
  ],
)

/** One account's leaf: its balance and salt (the salt is only ever shown to that account). */
export const liabilitiesLeaves = pgTable(
  'liabilities_leaves',
  {
    snapshotId: bigint('snapshot_id', { mode: 'number' }).notNull(),
    account: varchar('account', { length: 42 }).notNull(),
    balance: numeric('balance', { precision: 78, scale: 0 }).notNull(),
    salt: varchar('salt', { length: 66 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.snapshotId, t.account] }),
    check('liabilities_leaves_balance_check', sql`${t.balance} > 0`),
  ],
)
