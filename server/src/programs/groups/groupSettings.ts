import type { Action } from '@phoswap/core/auth/actions'
import {
  DEFAULT_GROUP_SETTINGS,
  GROUP_SETTING_KEYS,
  type GroupSettings,
  type GroupVariant,
  groupSettingKey,
} from '@phoswap/core/rewards/groupBuy'
import { inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { settings } from '../../db/schema'
import { SYSTEM } from '../../services/ledger/accounts'

/**
 * Each market: the coin its leader coupons exchange into (and a first coupon is bought with), its signed phrases,
 * and its pools: the sales pool the full groups pay into, the coupon pool purchases pay into and exchanges pay from.
 */
export const GROUP_MARKETS = {
  gg: {
    couponCoinKey: 'GDB',
    initiate: 'gg_initiate',
    join: 'gg_join',
    exchange: 'gg_exchange',
    buy: 'gg_buy_coupons',
    sales: SYSTEM.pool('group-sales-gg'),
    coupons: SYSTEM.pool('group-coupons-gg'),
  },
  vg: {
    couponCoinKey: 'VGB',
    initiate: 'vg_initiate',
    join: 'vg_join',
    exchange: 'vg_exchange',
    buy: 'vg_buy_coupons',
    sales: SYSTEM.pool('group-sales-vg'),
    coupons: SYSTEM.pool('group-coupons-vg'),
  },
} as const satisfies Record<
  GroupVariant,
  {
    couponCoinKey: string
    initiate: Action
    join: Action
    exchange: Action
    buy: Action
    sales: string
    coupons: string
  }
>

/** Every setting key an operator may set (`npm run admin -- config set gg_pay_gdt <base units>`). */
export const GROUP_SETTING_NAMES: string[] = (['gg', 'vg'] as const).flatMap((v) =>
  (Object.keys(GROUP_SETTING_KEYS) as (keyof GroupSettings)[]).map((f) => groupSettingKey(v, f)),
)

/** The escrow account of a group: what its members paid until it settles or fails. */
export const escrowOf = (variant: GroupVariant, groupId: number) => `group-escrow:${variant}:${groupId}`

const WHOLE = /^\d{1,78}$/

/** A variant's settings: each operator setting that is a whole number, else its default. */
export async function groupSettings(db: Db, variant: GroupVariant): Promise<GroupSettings> {
  const fields = Object.keys(GROUP_SETTING_KEYS) as (keyof GroupSettings)[]
  const rows = await db
    .select()
    .from(settings)
    .where(
      inArray(
        settings.key,
        fields.map((f) => groupSettingKey(variant, f)),
      ),
    )
  const stored = new Map(rows.map((r) => [r.key, r.value]))
  const out = { ...DEFAULT_GROUP_SETTINGS[variant] }
  const value = (f: keyof GroupSettings) => {
    const text = stored.get(groupSettingKey(variant, f))
    return text && WHOLE.test(text) ? text : null
  }
  const payGdt = value('payGdt')
  const payVgt = value('payVgt')
  const couponPrice = value('couponPrice')
  const deadline = value('deadlineSeconds')
  if (payGdt) out.payGdt = BigInt(payGdt)
  if (payVgt) out.payVgt = BigInt(payVgt)
  if (couponPrice && BigInt(couponPrice) > 0n) out.couponPrice = BigInt(couponPrice)
  if (deadline && Number(deadline) >= 60 && Number(deadline) <= 30 * 86_400) out.deadlineSeconds = Number(deadline)
  return out
}
