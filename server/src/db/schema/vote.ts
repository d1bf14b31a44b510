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
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'

// The Good vote's reward withdrawals (docs/decisions/0050-good-vote.md). The contract pays; a row only
// records that the user asked (POST /vote/withdraw) and, once the chain shows it, what the vote paid and in which
// transaction (POST /vote/withdraw-ensure). A transaction is counted for one record at most.

/** Status: 0 pending (asked, not yet shown paid), 1 paid (RewardPaid seen on chain), 2 failed (the user said so). */
export const VOTE_WITHDRAW_STATUS = { pending: 0, paid: 1, failed: 2 } as const

export const voteWithdrawals = pgTable(
  'vote_withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Lowercase user address. */
    address: varchar('address', { length: 42 }).notNull(),
    chainId: integer('chain_id').notNull(),
    /** Lowercase vote contract. */
    vote: varchar('vote', { length: 42 }).notNull(),
    /** What the contract showed as earned when the user asked. */
    earned: numeric('earned', { precision: 78, scale: 0 }).notNull(),
    /** The chain's head when the user asked: only a payment in a later block can settle the record. */
    requestedBlock: bigint('requested_block', { mode: 'number' }).notNull(),
    /** The signature of the request; the ensure call must carry it again. */
    signature: varchar('signature', { length: 132 }).notNull(),
    status: smallint('status').notNull().default(0),
    txHash: varchar('tx_hash', { length: 66 }),
    /** What the RewardPaid log of txHash paid the user. */
    paid: numeric('paid', { precision: 78, scale: 0 }),
    blockNumber: bigint('block_number', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vote_withdrawals_address_idx').on(t.address, t.id),
    uniqueIndex('vote_withdrawals_tx_idx').on(t.chainId, t.txHash),
    check('vote_withdrawals_status_check', sql`${t.status} in (0, 1, 2)`),
  ],
)
