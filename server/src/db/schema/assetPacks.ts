import { sql } from 'drizzle-orm'
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core'

// Asset packs (docs/decisions/0058-asset-packs.md). The money sits in the ledger (`asset-pack:buy:<id>`,
// `asset-pack:pay:<id>:<day>`); these rows say what was bought and how far each pack has paid.

/** The two variants: `gdt` (pay GDB, earn GDT, /pledge) and `vgt` (pay VGB, earn VGT, /vgb-pledge). */
export const PACK_VARIANT_VALUES = ['gdt', 'vgt'] as const

/** Packages an operator offers. Rates in parts per million: static per day of the pledge, profit = output/pledge. */
export const pledgeConfigs = pgTable(
  'pledge_configs',
  {
    id: serial('id').primaryKey(),
    variant: varchar('variant', { length: 8 }).notNull(),
    pledgeAmount: numeric('pledge_amount', { precision: 78, scale: 0 }).notNull(),
    staticRatePpm: integer('static_rate_ppm').notNull(),
    profitRatePpm: integer('profit_rate_ppm').notNull(),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    check('pledge_configs_variant_check', sql`${t.variant} in ('gdt', 'vgt')`),
    check('pledge_configs_amount_check', sql`${t.pledgeAmount} > 0`),
    check('pledge_configs_static_check', sql`${t.staticRatePpm} > 0 and ${t.staticRatePpm} <= 1000000`),
    check('pledge_configs_profit_check', sql`${t.profitRatePpm} >= 1000000 and ${t.profitRatePpm} <= 100000000`),
  ],
)

/** Status: 0 paying, 1 finished (paid its whole output). */
export const PACK_STATUS = { active: 0, finished: 1 } as const

/** A bought pack: the package's terms copied at purchase, so a later change of the package changes no held pack. */
export const pledgeHolds = pgTable(
  'pledge_holds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    variant: varchar('variant', { length: 8 }).notNull(),
    /** Lowercase holder. */
    address: varchar('address', { length: 42 }).notNull(),
    configId: integer('config_id').notNull(),
    pledgeAmount: numeric('pledge_amount', { precision: 78, scale: 0 }).notNull(),
    staticRatePpm: integer('static_rate_ppm').notNull(),
    /** Total output: pledge × profit rate. */
    outAmount: numeric('out_amount', { precision: 78, scale: 0 }).notNull(),
    rewarded: numeric('rewarded', { precision: 78, scale: 0 }).notNull().default('0'),
    /** What the last settled day paid, and which day that was. */
    lastStatic: numeric('last_static', { precision: 78, scale: 0 }).notNull().default('0'),
    lastDynamic: numeric('last_dynamic', { precision: 78, scale: 0 }).notNull().default('0'),
    lastPaidDay: date('last_paid_day', { mode: 'string' }),
    status: smallint('status').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pledge_holds_address_idx').on(t.address, t.variant, t.id),
    index('pledge_holds_active_idx').on(t.variant, t.status, t.id),
    check('pledge_holds_variant_check', sql`${t.variant} in ('gdt', 'vgt')`),
    check('pledge_holds_status_check', sql`${t.status} in (0, 1)`),
    // Never paid past its output (the job's rule; the database holds it too).
    check('pledge_holds_rewarded_check', sql`${t.rewarded} >= 0 and ${t.rewarded} <= ${t.outAmount}`),
  ],
)
