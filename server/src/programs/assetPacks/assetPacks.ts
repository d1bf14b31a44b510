import type { HeldPack, HeldPacksData, PackWallet, PledgeConfig } from '@phoswap/core/api/assetPack'
import type { Action } from '@phoswap/core/auth/actions'
import {
  dailyStatic,
  expectedProfit,
  PACK_EXCHANGE_RATE_SETTING,
  packExchangeRatePpm,
  packOutput,
  ppmText,
} from '@phoswap/core/rewards/assetPack'
import { and, asc, count, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { coins, PACK_STATUS, pledgeConfigs, pledgeHolds } from '../../db/schema'
import { AppError } from '../../errors'
import { SYSTEM, systemAccount, userAccount } from '../../services/ledger/accounts'
import { balancesOf } from '../../services/ledger/balances'
import { postEntry } from '../../services/ledger/postEntry'
import { assertNoDebt } from '../../services/ledger/reverseEntry'
import { getSetting } from '../../services/settings'

/** The two pack variants: what a pack costs, what it pays, the signed phrase and the pool it pays from. */
export const PACK_VARIANTS = {
  gdt: { payCoinKey: 'GDB', rewardCoinKey: 'GDT', action: 'pledge', pool: SYSTEM.pool('asset-pack-gdt') },
  vgt: { payCoinKey: 'VGB', rewardCoinKey: 'VGT', action: 'vgb_pledge', pool: SYSTEM.pool('asset-pack-vgt') },
} as const satisfies Record<string, { payCoinKey: string; rewardCoinKey: string; action: Action; pool: string }>

export type PackVariant = keyof typeof PACK_VARIANTS

/** A coin id by its key (GDB, GDT, ...); the coins are seeded by migration, so a missing one is a broken install. */
export async function coinIdOf(db: Db, coinKey: string): Promise<number> {
  const [row] = await db.select({ coinId: coins.coinId }).from(coins).where(eq(coins.coinKey, coinKey))
  if (!row) throw new Error(`coins: no coin with key ${coinKey}`)
  return row.coinId
}

type ConfigRow = typeof pledgeConfigs.$inferSelect

export function configView(row: ConfigRow): PledgeConfig {
  const terms = {
    pledgeAmount: BigInt(row.pledgeAmount),
    staticRatePpm: row.staticRatePpm,
    profitRatePpm: row.profitRatePpm,
  }
  const out = packOutput(terms)
  const perDay = dailyStatic(terms)
  return {
    id: row.id,
    pledge_amount: row.pledgeAmount,
    static_rate: ppmText(row.staticRatePpm),
    static_rate_ppm: row.staticRatePpm,
    profit_rate: ppmText(row.profitRatePpm),
    profit_rate_ppm: row.profitRatePpm,
    out_amount: out.toString(),
    expected_profit: expectedProfit(terms).toString(),
    days: perDay > 0n ? Number((out + perDay - 1n) / perDay) : 0,
  }
}

/** The packages on offer, in the operator's order. */
export async function listConfigs(db: Db, variant: PackVariant): Promise<PledgeConfig[]> {
  const rows = await db
    .select()
    .from(pledgeConfigs)
    .where(and(eq(pledgeConfigs.variant, variant), eq(pledgeConfigs.active, true)))
    .orderBy(asc(pledgeConfigs.sort), asc(pledgeConfigs.id))
  return rows.map(configView)
}

type HoldRow = typeof pledgeHolds.$inferSelect

/** A held pack as the API shows it (spec: pledge_amount, rewarded, out_amount, today's static and dynamic). */
export function holdView(r: HoldRow): HeldPack {
  return {
    id: r.id,
    config_id: r.configId,
    pledge_amount: r.pledgeAmount,
    rewarded: r.rewarded,
    out_amount: r.outAmount,
    today_static_reward: r.lastStatic,
    today_dynamic_reward: r.lastDynamic,
    reward_day: r.lastPaidDay,
    status: r.status,
    created_at: r.createdAt.toISOString(),
  }
}

/** The caller's packs, newest first. */
export async function holdList(
  db: Db,
  variant: PackVariant,
  address: string,
  page: number,
  pageSize: number,
): Promise<HeldPacksData> {
  const mine = and(eq(pledgeHolds.address, address.toLowerCase()), eq(pledgeHolds.variant, variant))
  const rows = await db
    .select()
    .from(pledgeHolds)
    .where(mine)
    .orderBy(desc(pledgeHolds.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
  const [total] = await db.select({ n: count() }).from(pledgeHolds).where(mine)
  return {
    list: rows.map(holdView),
    total_count: Number(total?.n ?? 0),
  }
}

export async function packWallet(db: Db, variant: PackVariant, address: string): Promise<PackWallet> {
  const coinKey = PACK_VARIANTS[variant].payCoinKey
  const coinId = await coinIdOf(db, coinKey)
  const usable = (await balancesOf(db, address, [coinId])).get(coinId)?.usable ?? 0n
  return { coin_id: coinId, coin_key: coinKey, usable: usable.toString() }
}

export async function isBuy(db: Db, variant: PackVariant, address: string): Promise<0 | 1> {
  const [row] = await db
    .select({ id: pledgeHolds.id })
    .from(pledgeHolds)
    .where(
      and(
        eq(pledgeHolds.address, address.toLowerCase()),
        eq(pledgeHolds.variant, variant),
        eq(pledgeHolds.status, PACK_STATUS.active),
      ),
    )
    .limit(1)
  return row ? 1 : 0
}

/**
 * Buys a package (inside the signed action's transaction): the pack row with the package's terms, and the entry
 * `asset-pack:buy:<id>` moving the pledge from the user's pack coin to the variant's pool. Not enough usable:
 * `insufficient_balance`, and the transaction rolls back the row too; a retired package: `pledge_config_retired`.
 */
export async function buyPack(tx: Db, variant: PackVariant, address: string, configId: number) {
  await assertNoDebt(tx, address)
  const [config] = await tx
    .select()
    .from(pledgeConfigs)
    .where(and(eq(pledgeConfigs.id, configId), eq(pledgeConfigs.variant, variant)))
  if (!config) throw new AppError('pledge_config_unknown', `no ${variant} package ${configId}`)
  if (!config.active) throw new AppError('pledge_config_retired', `${variant} package ${configId} is retired`)
  const view = configView(config)
  const [hold] = await tx
    .insert(pledgeHolds)
    .values({
      variant,
      address: address.toLowerCase(),
      configId,
      pledgeAmount: config.pledgeAmount,
      staticRatePpm: config.staticRatePpm,
      outAmount: view.out_amount,
    })
    .returning()
  const payCoin = await coinIdOf(tx, PACK_VARIANTS[variant].payCoinKey)
  const amount = BigInt(config.pledgeAmount)
  await postEntry(tx, {
    key: `asset-pack:buy:${hold!.id}`,
    kind: 'asset_pack_buy',
    lines: [
      { account: userAccount(address, payCoin), amount: -amount },
      { account: systemAccount(PACK_VARIANTS[variant].pool, payCoin), amount },
    ],
  })
  return hold!
}

/** The operator's pack exchange rate in ppm (`pack_exchange_rate_ppm`, default 1:1). */
export async function packExchangeRate(db: Db): Promise<number> {
  return packExchangeRatePpm(await getSetting(db, PACK_EXCHANGE_RATE_SETTING))
}
