import { CONFIG_KEYS } from '@phoswap/core/api/admin'
import type { AdminConfigData } from '@phoswap/core/api/console'
import { SIGNED_CONFIG_KEYS } from '@phoswap/core/auth/actions'
import { DEFAULT_GDT_RULES } from '@phoswap/core/rewards/gdtRewards'
import { DEFAULT_GROUP_SETTINGS } from '@phoswap/core/rewards/groupBuy'
import { STAR_REQUIREMENTS } from '@phoswap/core/rewards/starLevel'
import { inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { settings } from '../../db/schema'
import { DEFAULT_JOBS_START_MINUTE } from '../../jobs/schedule'
import { DEFAULT_VALID_TVL } from '../team/teamRules'

/** What applies while a key is unset (null: nothing; a link stays hidden, the server's IMAGE_DOMAIN or /images). */
function defaults(imageDomain: string | null): Record<string, string | null> {
  const group = Object.fromEntries(
    (['gg', 'vg'] as const).flatMap((v) => {
      const s = DEFAULT_GROUP_SETTINGS[v]
      return [
        [`${v}_pay_gdt`, s.payGdt.toString()],
        [`${v}_pay_vgt`, s.payVgt.toString()],
        [`${v}_coupon_price`, s.couponPrice.toString()],
        [`${v}_deadline_seconds`, String(s.deadlineSeconds)],
      ]
    }),
  )
  return {
    image_domain: imageDomain ?? '/images',
    genesis_address: null,
    team_valid_tvl: DEFAULT_VALID_TVL.toString(),
    ...group,
    star_thresholds: JSON.stringify(
      STAR_REQUIREMENTS.map((r) => ({
        own_tvl: r.ownTvl.toString(),
        team_tvl: r.teamTvl.toString(),
        valid_direct: r.validDirect,
        team_valid: r.teamValid,
        lines: r.lines,
      })),
    ),
    jobs_start_minute: String(DEFAULT_JOBS_START_MINUTE),
    pack_exchange_rate_ppm: '1000000',
    gdt_trade_rate_ppm: String(DEFAULT_GDT_RULES.tradeRatePpm),
    gdt_share_rate_ppm: String(DEFAULT_GDT_RULES.shareRatePpm),
    gdt_mining_rate_ppm: String(DEFAULT_GDT_RULES.miningRatePpm),
    gdt_trade_daily_cap: DEFAULT_GDT_RULES.tradeDailyCap.toString(),
  }
}

/** Every `config set` key with its stored value (null: unset), what applies when unset, and whether it is signed. */
export async function configView(db: Db, imageDomain: string | null): Promise<AdminConfigData> {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, [...CONFIG_KEYS]))
  const stored = new Map(rows.map((r) => [r.key, r]))
  const fallback = defaults(imageDomain)
  return {
    list: CONFIG_KEYS.map((key) => {
      const row = stored.get(key)
      return {
        key,
        value: row?.value ?? null,
        default: fallback[key] ?? null,
        signed: SIGNED_CONFIG_KEYS.includes(key),
        updated_at: row?.updatedAt.toISOString() ?? null,
      }
    }),
  }
}
