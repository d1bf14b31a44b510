import { bigint, bigserial, index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core'

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

export const activityJoins = pgTable('activity_joins', {
  address: varchar('address', { length: 42 }).primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
