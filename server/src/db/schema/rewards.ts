import { sql } from 'drizzle-orm'
import { boolean, check, integer, pgTable, varchar } from 'drizzle-orm/pg-core'

// The coins of the reward wallet and their operator settings; balances are ledger accounts (ledger.ts).

/** Parts per million: fee rates are integers (1% = 10_000), never floats. */
export const PPM = 1_000_000

export const coins = pgTable(
  'coins',
  {
    coinId: integer('coin_id').primaryKey(),
    coinEn: varchar('coin_en', { length: 16 }).notNull().unique(),
    /** The spec's coin_key (GDT, VGT, GDB, VGB, ...), the key of `GET /reward/wallet`. */
    coinKey: varchar('coin_key', { length: 16 }).notNull().unique(),
    /** The spec's platform_key: ERC20 for a token on chain, LEDGER for a coin that lives only in the ledger. */
    platformKey: varchar('platform_key', { length: 16 }).notNull().default('ERC20'),
    logo: varchar('logo', { length: 500 }).notNull().default(''),
    decimals: integer('decimals').notNull().default(18),
    chainId: integer('chain_id'),
    contract: varchar('contract', { length: 42 }),
    sort: integer('sort').notNull().default(0),
    /** GDB and VGB exist only in the ledger: no deposit, no withdrawal. */
    onChain: boolean('on_chain').notNull().default(true),
    /** Internal transfer fee, parts per million of the amount, added to it (spec 001 §7); operator setting. */
    feeRatePpm: integer('fee_rate_ppm').notNull().default(0),
    /** Withdrawal fee, parts per million of the amount; operator setting. */
    withdrawFeePpm: integer('withdraw_fee_ppm').notNull().default(0),
  },
  (t) => [
    check('coins_fee_rate_ppm_check', sql`${t.feeRatePpm} between 0 and 1000000`),
    check('coins_withdraw_fee_ppm_check', sql`${t.withdrawFeePpm} between 0 and 1000000`),
  ],
)
