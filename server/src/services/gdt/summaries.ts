import type { MarketRewards, PartnerRewards, TradeSummary, UserRewards } from '@phoswap/core/api/gdt'
import { and, asc, count, eq, gt, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { coins, ledgerAccounts, ledgerEntries, ledgerPostings, routerSwaps, users } from '../../db/schema'
import { balancesOf } from '../ledger/balances'
import { coinIdOf } from '../rewards/assetPacks'
import { GDT_POOL } from './gdtSettings'
import { lastSettledDay, receivedByKind } from './rewardInfo'

/** `GET /reward/user-rewards`: every coin the caller has earned and not yet claimed (the `frozen` bucket). */
export async function userRewards(db: Db, address: string): Promise<UserRewards> {
  const rows = await db
    .select({ coinId: ledgerAccounts.coinId, coinEn: coins.coinEn, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .innerJoin(coins, eq(coins.coinId, ledgerAccounts.coinId))
    .where(
      and(
        eq(ledgerAccounts.owner, address.toLowerCase()),
        eq(ledgerAccounts.bucket, 'frozen'),
        gt(ledgerAccounts.balance, '0'),
      ),
    )
    .orderBy(asc(ledgerAccounts.coinId))
  const list = rows.map((r) => ({ coin_id: r.coinId, coin_en: r.coinEn, usable_str: r.balance }))
  return { list, total_count: list.length }
}

/** `GET /reward/markert-rewards`: the trade reward paid to all traders, on the last settled day, and its pool. */
export async function marketRewards(db: Db): Promise<MarketRewards> {
  const coin = await coinIdOf(db, 'GDT')
  const day = await lastSettledDay(db, 'gdt-rewards')
  const dayPattern = day ? `gdt:trade:${day}:%` : null
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)::text`,
      day: dayPattern
        ? sql<string>`coalesce(sum(${ledgerPostings.amount}) filter (where ${ledgerEntries.key} like ${dayPattern}), 0)::text`
        : sql<string>`'0'`,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
    .where(and(eq(ledgerEntries.kind, 'gdt_trade'), sql`${ledgerPostings.amount} > 0`))
  const pool = (await balancesOf(db, GDT_POOL.trade, [coin])).get(coin)?.usable ?? 0n
  return {
    token_id: coin,
    total_reward: row?.total ?? '0',
    yesterday_reward: row?.day ?? '0',
    pool_balance: pool.toString(),
    last_day: day,
  }
}

/** `GET /reward/partner-rewards`: the caller's share reward and the number of direct invitees. */
export async function partnerRewards(db: Db, address: string): Promise<PartnerRewards> {
  const coin = await coinIdOf(db, 'GDT')
  const day = await lastSettledDay(db, 'gdt-rewards')
  const share = (await receivedByKind(db, address, coin, ['gdt_share'], day)).get('gdt_share')
  const parent = alias(users, 'parent')
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .innerJoin(parent, eq(parent.id, users.parentId))
    .where(eq(parent.address, address.toLowerCase()))
  return {
    token_id: coin,
    total_reward: (share?.total ?? 0n).toString(),
    yesterday_reward: (share?.day ?? 0n).toString(),
    invitees: Number(row?.n ?? 0),
  }
}

/** `GET /dex/llt/summary`: the caller's router swaps, their USDT volume, how many wait for a run, and what they earned. */
export async function tradeSummary(db: Db, address: string): Promise<TradeSummary> {
  const owner = address.toLowerCase()
  const [row] = await db
    .select({
      swaps: count(),
      volume: sql<string>`coalesce(sum(${routerSwaps.usdtVolume}), 0)::text`,
      unsettled: sql<number>`(count(*) filter (where ${routerSwaps.settledDay} is null))::int`,
    })
    .from(routerSwaps)
    .where(eq(routerSwaps.trader, owner))
  const coin = await coinIdOf(db, 'GDT')
  const trade = (await receivedByKind(db, owner, coin, ['gdt_trade'], null)).get('gdt_trade')
  return {
    swaps: Number(row?.swaps ?? 0),
    usdt_volume: row?.volume ?? '0',
    unsettled: Number(row?.unsettled ?? 0),
    trade_reward: (trade?.total ?? 0n).toString(),
  }
}
