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
  smallint,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'

// Group-buy markets GG and VG (docs/decisions/0065-group-buy.md). The money sits in the ledger (escrow
// `group-escrow:<variant>:<id>`, entries `<variant>:start|join|settle|refund|coupon:...`); these rows say who
// holds which seat and how each group ended. The constraints make the races impossible: a seat number is unique
// per group and at most 10, an address sits once per group, a group has one leader and ends once.

/** A group (the spec's ticket_id is its id). Prices are copied at the start, so a later setting changes no group. */
export const groups = pgTable(
  'groups',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    variant: varchar('variant', { length: 8 }).notNull(),
    /** Lowercase address of the leader. */
    leader: varchar('leader', { length: 42 }).notNull(),
    payGdt: numeric('pay_gdt', { precision: 78, scale: 0 }).notNull(),
    payVgt: numeric('pay_vgt', { precision: 78, scale: 0 }).notNull(),
    joinNum: smallint('join_num').notNull().default(1),
    /** 0 open, 1 success (full), 2 failed (deadline passed; members refunded). */
    status: smallint('status').notNull().default(0),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    /** The start's action nonce: the same request again gets this group, never a second one. */
    startNonce: varchar('start_nonce', { length: 128 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    unique('groups_start_nonce_key').on(t.startNonce),
    index('groups_market_idx').on(t.variant, t.status, t.id),
    check('groups_variant_check', sql`${t.variant} in ('gg', 'vg')`),
    check('groups_status_check', sql`${t.status} in (0, 1, 2)`),
    check('groups_join_num_check', sql`${t.joinNum} between 1 and 10`),
    check('groups_success_full_check', sql`${t.status} <> 1 or ${t.joinNum} = 10`),
    check('groups_pay_check', sql`${t.payGdt} >= 0 and ${t.payVgt} >= 0`),
  ],
)

/** A seat: seat 1 is the leader's. */
export const groupMembers = pgTable(
  'group_members',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => groups.id),
    address: varchar('address', { length: 42 }).notNull(),
    isLeader: boolean('is_leader').notNull().default(false),
    seat: smallint('seat').notNull(),
    /** The join's (or start's) action nonce: a retried request gets this seat. */
    nonce: varchar('nonce', { length: 128 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('group_members_group_address_key').on(t.groupId, t.address),
    unique('group_members_group_seat_key').on(t.groupId, t.seat),
    unique('group_members_nonce_key').on(t.nonce),
    uniqueIndex('group_members_one_leader_idx').on(t.groupId).where(sql`${t.isLeader}`),
    index('group_members_address_idx').on(t.address, t.groupId),
    check('group_members_seat_check', sql`${t.seat} between 1 and 10`),
    check('group_members_leader_seat_check', sql`${t.isLeader} = (${t.seat} = 1)`),
  ],
)

/** A user's coupons per variant (spec backpack: ticket_num leader coupons, shop_ticket_num product coupons). */
export const groupBackpacks = pgTable(
  'group_backpacks',
  {
    address: varchar('address', { length: 42 }).notNull(),
    variant: varchar('variant', { length: 8 }).notNull(),
    ticketNum: integer('ticket_num').notNull().default(0),
    shopTicketNum: integer('shop_ticket_num').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.address, t.variant] }),
    check('group_backpacks_variant_check', sql`${t.variant} in ('gg', 'vg')`),
    check('group_backpacks_count_check', sql`${t.ticketNum} >= 0 and ${t.shopTicketNum} >= 0`),
  ],
)

/** Leader coupons bought with GDB (gg) or VGB (vg); one row per signed exchange. */
export const groupCouponBuys = pgTable(
  'group_coupon_buys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    variant: varchar('variant', { length: 8 }).notNull(),
    address: varchar('address', { length: 42 }).notNull(),
    count: integer('count').notNull(),
    amount: numeric('amount', { precision: 78, scale: 0 }).notNull(),
    nonce: varchar('nonce', { length: 128 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('group_coupon_buys_nonce_key').on(t.nonce),
    check('group_coupon_buys_count_check', sql`${t.count} > 0`),
  ],
)
