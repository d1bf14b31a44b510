import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core'

// Addresses are stored lowercase (0x + 40 hex) and checksummed only at the API edge.

export const authNonces = pgTable(
  'auth_nonces',
  {
    nonce: varchar('nonce', { length: 64 }).primaryKey(),
    address: varchar('address', { length: 42 }).notNull(),
    action: varchar('action', { length: 32 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** A signed action's signature, set when it uses the nonce: a retry must carry the same one to be answered. */
    signature: text('signature'),
    /** The signed action's result (replyCodec.ts), so a retry with the same nonce gets the first answer. */
    reply: text('reply'),
    /**
     * sha256 of the signed action's message and its request body (signedAction.ts): a retry is answered only when
     * it is the same request, not merely one carrying the same signature.
     */
    requestHash: varchar('request_hash', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_nonces_expires_at_idx').on(t.expiresAt)],
)

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    address: varchar('address', { length: 42 }).notNull(),
    chainId: integer('chain_id').notNull(),
    /**
     * How the wallet proved itself at sign-in: 'key' (ECDSA, checked offline) or 'contract' (ERC-1271/6492 on chain).
     * A 'key' session's signed actions are checked offline only (verifySignature.ts); null (older sessions): unknown.
     */
    signer: varchar('signer', { length: 8 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_address_idx').on(t.address)],
)
