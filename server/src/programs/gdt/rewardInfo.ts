import type { BusinessSummary, GdtInfo, RewardInfo } from '@phoswap/core/api/gdt'
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { ledgerAccounts, ledgerEntries, ledgerPostings, settlementRuns } from '../../db/schema'
import { balancesOf } from '../../services/ledger/balances'
import { businessAccount } from '../../services/ledger/businessAccount'
import { coinIdOf } from '../assetPacks/assetPacks'
import { gdtRules } from './gdtSettings'

export interface KindFigure {
  total: bigint
  /** What entries naming `day` in their key paid (the settlement keys carry their day). */
  day: bigint
}

/**
 * What the user received by ledger entry kind in one coin, all time and on one settled day; read from postings to
 * the user's own buckets and to their business account (trade and share rewards are paid there).
 */
export async function receivedByKind(
  db: Db,
  address: string,
  coinId: number,
  kinds: string[],
  day: string | null,
): Promise<Map<string, KindFigure>> {
  const dayPattern = day ? `%:${day}%` : null
  const rows = await db
    .select({
      kind: ledgerEntries.kind,
      total: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)::text`,
      day: dayPattern
        ? sql<string>`coalesce(sum(${ledgerPostings.amount}) filter (where ${ledgerEntries.key} like ${dayPattern}), 0)::text`
        : sql<string>`'0'`,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(
      and(
        inArray(ledgerAccounts.owner, [address.toLowerCase(), businessAccount(address, coinId).owner]),
        eq(ledgerAccounts.coinId, coinId),
        inArray(ledgerEntries.kind, kinds),
        sql`${ledgerPostings.amount} > 0`,
      ),
    )
    .groupBy(ledgerEntries.kind)
  return new Map(rows.map((r) => [r.kind, { total: BigInt(r.total), day: BigInt(r.day) }]))
}

/** The last period a job settled, or null. */
export async function lastSettledDay(db: Db, job: string): Promise<string | null> {
  const [row] = await db
    .select({ period: settlementRuns.period })
    .from(settlementRuns)
    .where(eq(settlementRuns.job, job))
    .orderBy(desc(settlementRuns.period))
    .limit(1)
  return row?.period ?? null
}

const ZERO: KindFigure = { total: 0n, day: 0n }

/**
 * Mine's GDT tab (`GET /union/reward-info`): trade, share and white-list rewards the daily job paid the user,
 * each in total and on the last settled day (the "addition").
 */
export async function gdtRewardInfo(db: Db, address: string): Promise<RewardInfo> {
  const coin = await coinIdOf(db, 'GDT')
  const day = await lastSettledDay(db, 'gdt-rewards')
  const figures = await receivedByKind(db, address, coin, ['gdt_trade', 'gdt_share', 'gdt_white_list'], day)
  const trade = figures.get('gdt_trade') ?? ZERO
  const share = figures.get('gdt_share') ?? ZERO
  const white = figures.get('gdt_white_list') ?? ZERO
  const total = trade.total + share.total + white.total
  const addition = trade.day + share.day + white.day
  const rules = await gdtRules(db)
  return {
    token_id: coin,
    reward: total.toString(),
    addition: addition.toString(),
    total_reward: total.toString(),
    share_reward: share.total.toString(),
    share_addition: share.day.toString(),
    trade_reward: trade.total.toString(),
    trade_addition: trade.day.toString(),
    last_day: day,
    rules: {
      trade_rate_ppm: rules.tradeRatePpm,
      trade_daily_cap: rules.tradeDailyCap.toString(),
      share_rate_ppm: rules.shareRatePpm,
      mining_rate_ppm: rules.miningRatePpm,
    },
  }
}

/**
 * Mine's VGT tab (`GET /union/vgt-info`): VGT has no trade or share program; its rewards are the VGT asset packs
 * and the VGT genesis card, in total and on the asset-pack job's last settled day.
 */
export async function vgtRewardInfo(db: Db, address: string): Promise<RewardInfo> {
  const coin = await coinIdOf(db, 'VGT')
  const day = await lastSettledDay(db, 'asset-packs')
  const figures = await receivedByKind(db, address, coin, ['asset_pack_reward', 'genesis_claim'], day)
  let total = 0n
  let addition = 0n
  for (const f of figures.values()) {
    total += f.total
    addition += f.day
  }
  const rules = await gdtRules(db)
  return {
    token_id: coin,
    reward: total.toString(),
    addition: addition.toString(),
    total_reward: total.toString(),
    share_reward: '0',
    share_addition: '0',
    trade_reward: '0',
    trade_addition: '0',
    last_day: day,
    rules: {
      trade_rate_ppm: rules.tradeRatePpm,
      trade_daily_cap: rules.tradeDailyCap.toString(),
      share_rate_ppm: rules.shareRatePpm,
      mining_rate_ppm: rules.miningRatePpm,
    },
  }
}

/**
 * Star-card gifts (`star_gift`, paid by the team refresher into usable GDT whenever a level is first reached): in
 * total and on one UTC day by the entry's time, since their keys (`star-gift:<address>:<level>`) carry no day.
 */
async function starGifts(db: Db, address: string, coinId: number, day: string | null): Promise<KindFigure> {
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)::text`,
      day: day
        ? sql<string>`coalesce(sum(${ledgerPostings.amount}) filter (where (${ledgerEntries.createdAt} at time zone 'UTC')::date = ${day}::date), 0)::text`
        : sql<string>`'0'`,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(
      and(
        eq(ledgerAccounts.owner, address.toLowerCase()),
        eq(ledgerAccounts.coinId, coinId),
        eq(ledgerEntries.kind, 'star_gift'),
        sql`${ledgerPostings.amount} > 0`,
      ),
    )
  return { total: BigInt(row?.total ?? '0'), day: BigInt(row?.day ?? '0') }
}

/**
 * The GdtReward page (`GET /gdt/info`): white-list, star-card and mining GDT, each in total and on the last
 * settled day, and the earned GDT the claim button releases. Star-card gifts are paid straight into usable GDT,
 * so they count in the figures but not in what the claim releases.
 */
export async function gdtInfo(db: Db, address: string): Promise<GdtInfo> {
  const coin = await coinIdOf(db, 'GDT')
  const day = await lastSettledDay(db, 'gdt-rewards')
  const figures = await receivedByKind(db, address, coin, ['gdt_white_list', 'gdt_mining'], day)
  const white = figures.get('gdt_white_list') ?? ZERO
  const star = await starGifts(db, address, coin, day)
  const mining = figures.get('gdt_mining') ?? ZERO
  const earned = (await balancesOf(db, address, [coin])).get(coin)?.frozen ?? 0n
  return {
    token_id: coin,
    star_card_reward: star.total.toString(),
    star_card_increment: star.day.toString(),
    white_list_reward: white.total.toString(),
    white_list_increment: white.day.toString(),
    mining_reward: mining.total.toString(),
    mining_increment: mining.day.toString(),
    total_increment: (white.day + star.day + mining.day).toString(),
    claimable: earned.toString(),
    last_day: day,
  }
}

/**
 * The Business page (`GET /business/summary`): share and buy (trade) rewards, total and last day, and the usable
 * business earnings (the `business:<address>` account, what `POST /order/custom` withdraws).
 */
export async function businessSummary(db: Db, address: string): Promise<BusinessSummary> {
  const coin = await coinIdOf(db, 'GDT')
  const day = await lastSettledDay(db, 'gdt-rewards')
  const figures = await receivedByKind(db, address, coin, ['gdt_trade', 'gdt_share'], day)
  const trade = figures.get('gdt_trade') ?? ZERO
  const share = figures.get('gdt_share') ?? ZERO
  const usable = (await balancesOf(db, businessAccount(address, coin).owner, [coin])).get(coin)?.usable ?? 0n
  return {
    token_id: coin,
    total_share_reward: share.total.toString(),
    yesterday_share_reward: share.day.toString(),
    total_buy_reward: trade.total.toString(),
    yesterday_buy_reward: trade.day.toString(),
    usable: usable.toString(),
  }
}
