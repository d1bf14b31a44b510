import { amountSetting, DEFAULT_GDT_RULES, type GdtRules, ppmSetting } from '@phoswap/core/rewards/gdtRewards'
import { inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { settings } from '../../db/schema'
import { SYSTEM } from '../../services/ledger/accounts'

/** The operator settings of the GDT sources (`npm run admin -- config set <key> <value>`). */
export const GDT_SETTING = {
  tradeRatePpm: 'gdt_trade_rate_ppm',
  tradeDailyCap: 'gdt_trade_daily_cap',
  shareRatePpm: 'gdt_share_rate_ppm',
  miningRatePpm: 'gdt_mining_rate_ppm',
} as const

/** The pool each source pays from (funded with `npm run admin -- pool fund`; the sandbox funds them). */
export const GDT_POOL = {
  trade: SYSTEM.pool('gdt-trade'),
  share: SYSTEM.pool('gdt-share'),
  whiteList: SYSTEM.pool('gdt-white-list'),
  mining: SYSTEM.pool('gdt-mining'),
} as const

/** The rules in force: each setting, else its default. */
export async function gdtRules(db: Db): Promise<GdtRules> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, Object.values(GDT_SETTING)))
  const value = new Map(rows.map((r) => [r.key, r.value]))
  return {
    tradeRatePpm: ppmSetting(value.get(GDT_SETTING.tradeRatePpm), DEFAULT_GDT_RULES.tradeRatePpm),
    tradeDailyCap: amountSetting(value.get(GDT_SETTING.tradeDailyCap), DEFAULT_GDT_RULES.tradeDailyCap),
    shareRatePpm: ppmSetting(value.get(GDT_SETTING.shareRatePpm), DEFAULT_GDT_RULES.shareRatePpm),
    miningRatePpm: ppmSetting(value.get(GDT_SETTING.miningRatePpm), DEFAULT_GDT_RULES.miningRatePpm),
  }
}
