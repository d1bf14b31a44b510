import { couponCost, type GroupVariant } from '@phoswap/core/rewards/groupBuy'
import { and, eq, gte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { groupBackpacks, groupCouponBuys } from '../../db/schema'
import { AppError } from '../../errors'
import { systemAccount, userAccount } from '../../services/ledger/accounts'
import { balancesOf } from '../../services/ledger/balances'
import { postEntry } from '../../services/ledger/postEntry'
import { coinIdOf } from '../assetPacks/assetPacks'
import { GROUP_MARKETS, groupSettings } from './groupSettings'

// The coupons of a group-buy market's backpack: bought with the market's coin, exchanged back into it, and added by
// a settled group (docs/decisions/0065-group-buy.md, 0121-coupon-exchange.md).

/** Adds leader and product coupons to a user's backpack of one market (a row per user and market). */
export async function addCoupons(tx: Db, variant: GroupVariant, address: string, leader: number, product: number) {
  if (leader === 0 && product === 0) return
  await tx
    .insert(groupBackpacks)
    .values({ address, variant, ticketNum: leader, shopTicketNum: product })
    .onConflictDoUpdate({
      target: [groupBackpacks.address, groupBackpacks.variant],
      set: {
        ticketNum: sql`${groupBackpacks.ticketNum} + ${leader}`,
        shopTicketNum: sql`${groupBackpacks.shopTicketNum} + ${product}`,
      },
    })
}

/**
 * Buys `count` leader coupons with the market's coin (GDB or VGB) at the coupon price: how a user gets a first
 * coupon (spec 001 names no other way; docs/decisions/0121-coupon-exchange.md). The coin goes to the market's coupon pool
 * (`<variant>:coupon:<nonce>`), the coupons to the backpack. Count 0: `group_exchange_zero`; too little coin:
 * `group_gdb_short` / `group_vgb_short`.
 */
export async function buyCoupons(tx: Db, variant: GroupVariant, address: string, count: number, nonce: string) {
  if (count <= 0) throw new AppError('group_exchange_zero')
  const owner = address.toLowerCase()
  const market = GROUP_MARKETS[variant]
  const settings = await groupSettings(tx, variant)
  const cost = couponCost(count, settings)
  const coin = await coinIdOf(tx, market.couponCoinKey)
  const usable = (await balancesOf(tx, owner, [coin])).get(coin)?.usable ?? 0n
  if (usable < cost) throw new AppError(variant === 'gg' ? 'group_gdb_short' : 'group_vgb_short')
  const [row] = await tx
    .insert(groupCouponBuys)
    .values({ variant, address: owner, count, amount: cost.toString(), nonce })
    .returning()
  await postEntry(tx, {
    key: `${variant}:coupon:${nonce}`,
    kind: 'group_coupon',
    lines: [
      { account: userAccount(owner, coin), amount: -cost },
      { account: systemAccount(market.coupons, coin), amount: cost },
    ],
  })
  await addCoupons(tx, variant, owner, count, 0)
  return row!
}

/**
 * Exchanges `count` held leader coupons into the market's coin (spec 001: "converts held leader coupons into the
 * second token", each worth the coupon price, the spec's value × 100), paid from the market's coupon pool
 * (`<variant>:coupon-exchange:<nonce>`). The coupons are taken by a conditional update, so two exchanges racing
 * for the same coupons exchange them once. Count 0: `group_exchange_zero`; more than held: `group_coupons_short`
 * (none held: `group_no_coupon`); a pool that cannot pay: `group_coupon_pool_short`, and nothing moves.
 */
export async function exchangeCoupons(tx: Db, variant: GroupVariant, address: string, count: number, nonce: string) {
  if (!Number.isInteger(count) || count <= 0) throw new AppError('group_exchange_zero')
  const owner = address.toLowerCase()
  const market = GROUP_MARKETS[variant]
  const value = couponCost(count, await groupSettings(tx, variant))
  const coin = await coinIdOf(tx, market.couponCoinKey)
  const taken = await tx
    .update(groupBackpacks)
    .set({ ticketNum: sql`${groupBackpacks.ticketNum} - ${count}` })
    .where(
      and(eq(groupBackpacks.address, owner), eq(groupBackpacks.variant, variant), gte(groupBackpacks.ticketNum, count)),
    )
    .returning({ left: groupBackpacks.ticketNum })
  if (taken.length !== 1) {
    const [held] = await tx
      .select({ n: groupBackpacks.ticketNum })
      .from(groupBackpacks)
      .where(and(eq(groupBackpacks.address, owner), eq(groupBackpacks.variant, variant)))
    throw new AppError((held?.n ?? 0) > 0 ? 'group_coupons_short' : 'group_no_coupon')
  }
  const pool = (await balancesOf(tx, market.coupons, [coin])).get(coin)?.usable ?? 0n
  if (pool < value) throw new AppError('group_coupon_pool_short')
  try {
    await postEntry(tx, {
      key: `${variant}:coupon-exchange:${nonce}`,
      kind: 'group_coupon_exchange',
      lines: [
        { account: systemAccount(market.coupons, coin), amount: -value },
        { account: userAccount(owner, coin), amount: value },
      ],
    })
  } catch (error) {
    // Another exchange emptied the pool between the read and the posting: the same refusal, nothing moved.
    if (error instanceof AppError && error.key === 'insufficient_balance') throw new AppError('group_coupon_pool_short')
    throw error
  }
  return { count, value, left: taken[0]!.left }
}
