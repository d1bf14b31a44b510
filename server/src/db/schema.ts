import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'

// Addresses are stored lowercase (0x + 40 hex) and checksummed only at the API edge.

export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    address: varchar('address', { length: 42 }).notNull().unique(),
    inviteCode: varchar('invite_code', { length: 16 }).notNull().unique(),
    // No foreign key: migrations stay schema-agnostic (tests run each file in its own schema);
    // the bind transaction is the only writer and checks the parent exists.
    parentId: bigint('parent_id', { mode: 'number' }),
    boundAt: timestamp('bound_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_parent_id_idx').on(t.parentId)],
)

/** Sign-in nonces (`action` null) and signed-action nonces; each is used once. */
export const authNonces = pgTable(
  'auth_nonces',
  {
    nonce: varchar('nonce', { length: 64 }).primaryKey(),
    address: varchar('address', { length: 42 }).notNull(),
    action: varchar('action', { length: 32 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_nonces_expires_at_idx').on(t.expiresAt)],
)

/** Only the SHA-256 of a session token is kept, so a database leak does not leak sessions. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    address: varchar('address', { length: 42 }).notNull(),
    chainId: integer('chain_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_address_idx').on(t.address)],
)

export const activityJoins = pgTable('activity_joins', {
  address: varchar('address', { length: 42 }).primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Operator-editable settings (e.g. `image_domain`). */
export const settings = pgTable('settings', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
})

/** A notice; its text lives in `notices`, one row per language. Withdrawn groups vanish from public calls. */
export const noticeGroups = pgTable('notice_groups', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  status: varchar('status', { length: 16 }).notNull().default('published'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** `remark` and `description` are stored sanitised and sanitised again when read. */
export const notices = pgTable(
  'notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    language: varchar('language', { length: 8 }).notNull(),
    title: text('title').notNull(),
    remark: text('remark').notNull().default(''),
    description: text('description').notNull(),
    author: varchar('author', { length: 64 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('notices_group_language_idx').on(t.groupId, t.language)],
)

export const banners = pgTable(
  'banners',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    image: varchar('image', { length: 500 }).notNull(),
    link: varchar('link', { length: 500 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** A language of the spec, or `all`. */
    language: varchar('language', { length: 8 }).notNull().default('all'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('banners_sort_idx').on(t.sort, t.id)],
)

/** Coins of the reward wallet (spec 001: coin 3 PHO, coin 6 GDT ...); seeded by a migration. */
export const coins = pgTable('coins', {
  coinId: integer('coin_id').primaryKey(),
  coinEn: varchar('coin_en', { length: 16 }).notNull().unique(),
  logo: varchar('logo', { length: 500 }).notNull().default(''),
  decimals: integer('decimals').notNull().default(18),
  chainId: integer('chain_id'),
  contract: varchar('contract', { length: 42 }),
  sort: integer('sort').notNull().default(0),
})

/** Off-chain reward balances in base units; only the rewards ledger writes them, never below zero. */
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

/** How far the indexer got, per chain and contract set; written in the same transaction as the rows. */
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

/** Hashes of recently indexed blocks (range ends and blocks with events), to find the common ancestor on a reorg. */
export const indexedBlocks = pgTable(
  'indexed_blocks',
  {
    chainId: integer('chain_id').notNull(),
    number: bigint('number', { mode: 'number' }).notNull(),
    hash: varchar('hash', { length: 66 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.number] })],
)

/** Every Sync event of the product's pairs: the reserves after each swap, mint and burn. */
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

/**
 * Deposits into the farm's PHO-USDT pool reported by the web app (`POST /v1/dex/report-lp`), each verified on
 * chain first and stored once per transaction.
 */
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

/** Each user's PHO-USDT LP stake for the star-card program, refreshed from chain by `POST /v1/starcard/update-lp`. */
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
