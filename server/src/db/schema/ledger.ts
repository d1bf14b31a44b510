import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'

// The one double-entry ledger of the rewards area (docs/rewards.md, docs/decisions/0044-reward-ledger.md).
// `server/src/services/ledger/` is the only writer: it posts through the SQL function `ledger_post`
// (migration 0005), which writes the entry, its postings and the cached balances in one statement.

/** Owners: a user's lowercase address, or a system name (`external:` names mirror the world outside the books). */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    owner: varchar('owner', { length: 80 }).notNull(),
    coinId: integer('coin_id').notNull(),
    bucket: varchar('bucket', { length: 16 }).notNull(),
    /** The cached balance: always the sum of the account's postings (`npm run admin -- ledger check`). */
    balance: numeric('balance', { precision: 78, scale: 0 }).notNull().default('0'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_accounts_owner_coin_bucket_key').on(t.owner, t.coinId, t.bucket),
    check(
      'ledger_accounts_owner_check',
      sql`${t.owner} ~ '^0x[0-9a-f]{40}$' or ${t.owner} ~ '^[a-z][a-z0-9_.:-]{0,79}$'`,
    ),
    check('ledger_accounts_bucket_check', sql`${t.bucket} in ('usable', 'frozen', 'debt')`),
    // Only accounts that mirror the outside world (a chain's deposits clearing, sandbox funding) may be negative,
    // and an owner's `debt` bucket: what a reorg reversed beyond what the owner still held (never above zero).
    check(
      'ledger_accounts_balance_check',
      sql`${t.balance} >= 0 or ${t.owner} like 'external:%' or ${t.bucket} = 'debt'`,
    ),
    check('ledger_accounts_debt_check', sql`${t.bucket} <> 'debt' or ${t.balance} <= 0`),
  ],
)

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Idempotency key, e.g. `deposit:<chain>:<tx>:<logIndex>`: one entry per key, ever. */
    key: varchar('key', { length: 200 }).notNull().unique(),
    /** What happened (the bill's behaviour text is looked up by it). */
    kind: varchar('kind', { length: 48 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('ledger_entries_kind_check', sql`${t.kind} ~ '^[a-z][a-z0-9_]{0,47}$'`)],
)

// No foreign keys: migrations stay schema-agnostic (tests run each file in its own schema); `ledger_post` is
// the only writer and `ledger check` proves the links.
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    /** Signed: positive credits the account, negative debits it. */
    amount: numeric('amount', { precision: 78, scale: 0 }).notNull(),
  },
  (t) => [
    index('ledger_postings_entry_idx').on(t.entryId),
    index('ledger_postings_account_idx').on(t.accountId, t.id),
    check('ledger_postings_amount_check', sql`${t.amount} <> 0`),
  ],
)

/**
 * What an indexer source posted for one chain log (docs/decisions/0088-reorgs-chain-credits.md): at most one
 * live credit per (chain, source, tx, log index). A rollback posts the reversal (`reversal_key`) and the row stays,
 * so history is never deleted; the same log mined again later is credited again under a new key.
 */
export const chainCredits = pgTable(
  'chain_credits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chainId: integer('chain_id').notNull(),
    source: varchar('source', { length: 40 }).notNull(),
    txHash: varchar('tx_hash', { length: 66 }).notNull(),
    logIndex: integer('log_index').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    blockHash: varchar('block_hash', { length: 66 }).notNull(),
    entryKey: varchar('entry_key', { length: 200 }).notNull().unique(),
    reversalKey: varchar('reversal_key', { length: 200 }),
    /** What the reversal could not take from the accounts it debited and put in their `debt` buckets (0: none). */
    debt: numeric('debt', { precision: 78, scale: 0 }).notNull().default('0'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('chain_credits_live_key')
      .on(t.chainId, t.source, t.txHash, t.logIndex)
      .where(sql`${t.reversalKey} is null`),
    index('chain_credits_block_idx').on(t.chainId, t.source, t.blockNumber),
  ],
)

/**
 * Why a reward entry is what it is (issue 33; docs/decisions/0138-explainable-rewards.md): one row per reward
 * entry, written by `ledger_post`'s statement itself (services/ledger/postEntry.ts), so an entry never exists
 * without its explanation. The rule is core's (`@phoswap/core/rewards/explain`): `result` is the rule applied to
 * `inputs` under `rule_version`, and equals what the entry credits per coin. Rows are never updated: a later rate
 * change does not touch an earlier posting's record.
 */
export const rewardExplanations = pgTable(
  'reward_explanations',
  {
    entryId: bigint('entry_id', { mode: 'number' }).primaryKey(),
    /** The rule's id in core's REWARD_RULES, e.g. `gdt.trade`, and the version that computed it. */
    rule: varchar('rule', { length: 40 }).notNull(),
    ruleVersion: integer('rule_version').notNull(),
    /** The settlement run's job (e.g. `gdt-rewards`), or null for a user's own action (a claim, a group refund). */
    job: varchar('job', { length: 40 }),
    /** The run's period (`YYYY-MM-DD`), or the day of the action. */
    period: varchar('period', { length: 10 }).notNull(),
    /** The rule's inputs (amounts as decimal strings of base units, rates in ppm, chain logs with their tx hashes). */
    inputs: jsonb('inputs').$type<Record<string, unknown>>().notNull(),
    /** The rule's result: what the entry credits per coin, `[{ coin_id, amount }]`. */
    result: jsonb('result').$type<{ coin_id: number; amount: string }[]>().notNull(),
  },
  (t) => [check('reward_explanations_rule_check', sql`${t.rule} ~ '^[a-z][a-z0-9.-]{0,39}$'`)],
)
