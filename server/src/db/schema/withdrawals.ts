import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core'

// Withdrawal orders (docs/decisions/0048-withdrawals.md). The id is the vault's `orderId`; the money sits in the
// ledger (`withdraw:<id>`, `withdraw-claimed:<id>`, `withdraw-refund:<id>`), this row says whose it is and where.

/** Status: 0 pending (voucher out), 1 done (claimed on chain), 2 refunded (expired unclaimed, back to the user). */
export const WITHDRAW_STATUS = { pending: 0, done: 1, refunded: 2 } as const

export const withdrawOrders = pgTable(
  'withdraw_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Lowercase recipient (the signed-in user). */
    address: varchar('address', { length: 42 }).notNull(),
    chainId: integer('chain_id').notNull(),
    coinId: integer('coin_id').notNull(),
    /** Lowercase token address at the chain's vault. */
    token: varchar('token', { length: 42 }).notNull(),
    /** Vault address the voucher is for (lowercase). */
    vault: varchar('vault', { length: 42 }).notNull(),
    amount: numeric('amount', { precision: 78, scale: 0 }).notNull(),
    fee: numeric('fee', { precision: 78, scale: 0 }).notNull(),
    /** Unix seconds; the vault pays up to and including this second. */
    deadline: bigint('deadline', { mode: 'number' }).notNull(),
    signature: varchar('signature', { length: 132 }).notNull(),
    status: smallint('status').notNull().default(0),
    /** The Claimed log that marked the order done (cleared again if a reorg orphans its block). */
    claimTxHash: varchar('claim_tx_hash', { length: 66 }),
    claimBlock: bigint('claim_block', { mode: 'number' }),
    claimBlockHash: varchar('claim_block_hash', { length: 66 }),
    /** The key of the order's live refund entry (null: not refunded, or the refund was reversed by a claim). */
    refundKey: varchar('refund_key', { length: 200 }),
    /** Refunds posted so far (a claim seen after a refund reverses it; a reorg may undo that claim again). */
    refunds: integer('refunds').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('withdraw_orders_address_idx').on(t.address, t.id),
    index('withdraw_orders_pending_idx').on(t.status, t.deadline),
    check('withdraw_orders_status_check', sql`${t.status} in (0, 1, 2)`),
    check('withdraw_orders_amount_check', sql`${t.amount} > 0 and ${t.fee} >= 0`),
  ],
)
