import { ConfigSetBodySchema } from '@phoswap/core/api/admin'
import { SIGNED_CONFIG_KEYS } from '@phoswap/core/auth/actions'

/**
 * Every `config set` key of the admin CLI as the console edits it: what the operator types (coins, percent, seconds,
 * a time of day, a URL ...), the rule the server's ConfigSetBodySchema applies, and whether the change is a signed
 * operator action. The value sent is always the setting's own text (base units, ppm, seconds), as the CLI sends it.
 */
export type SettingKind =
  | { type: 'url' }
  | { type: 'address' }
  | { type: 'link' }
  /** Base units of `coin`, typed in coins; `min` is 0 or 1 base unit. */
  | { type: 'amount'; coin: string; min: 0n | 1n }
  | { type: 'seconds'; min: number; max: number }
  | { type: 'minute' }
  /** Parts per million, typed in percent. */
  | { type: 'ppm'; min: number; max: number }
  | { type: 'stars' }

export interface SettingKey {
  key: string
  kind: SettingKind
  /** Changes money paid every day: the console signs it (op_config_set), as the server requires. */
  signed: boolean
  group: 'general' | 'team' | 'groups' | 'gdt' | 'links' | 'jobs'
}

const groupKeys = (['gg', 'vg'] as const).flatMap((market): Omit<SettingKey, 'signed'>[] => [
  { key: `${market}_pay_gdt`, kind: { type: 'amount', coin: 'GDT', min: 0n }, group: 'groups' },
  { key: `${market}_pay_vgt`, kind: { type: 'amount', coin: 'VGT', min: 0n }, group: 'groups' },
  {
    key: `${market}_coupon_price`,
    kind: { type: 'amount', coin: market === 'gg' ? 'GDB' : 'VGB', min: 0n },
    group: 'groups',
  },
  {
    key: `${market}_deadline_seconds`,
    kind: { type: 'seconds', min: 60, max: 2_592_000 },
    group: 'groups',
  },
])

const KEYS: readonly Omit<SettingKey, 'signed'>[] = [
  { key: 'image_domain', kind: { type: 'url' }, group: 'general' },
  { key: 'genesis_address', kind: { type: 'address' }, group: 'team' },
  { key: 'team_valid_tvl', kind: { type: 'amount', coin: 'USDT', min: 1n }, group: 'team' },
  { key: 'star_thresholds', kind: { type: 'stars' }, group: 'team' },
  ...groupKeys,
  { key: 'jobs_start_minute', kind: { type: 'minute' }, group: 'jobs' },
  {
    key: 'pack_exchange_rate_ppm',
    kind: { type: 'ppm', min: 1, max: 100_000_000 },
    group: 'general',
  },
  { key: 'gdt_trade_rate_ppm', kind: { type: 'ppm', min: 0, max: 1_000_000 }, group: 'gdt' },
  { key: 'gdt_share_rate_ppm', kind: { type: 'ppm', min: 0, max: 1_000_000 }, group: 'gdt' },
  { key: 'gdt_mining_rate_ppm', kind: { type: 'ppm', min: 0, max: 1_000_000 }, group: 'gdt' },
  { key: 'gdt_trade_daily_cap', kind: { type: 'amount', coin: 'GDT', min: 0n }, group: 'gdt' },
  ...['chat', 'hash', 'partner_product', 'flywheel'].map((name) => ({
    key: `link_${name}`,
    kind: { type: 'link' } as const,
    group: 'links' as const,
  })),
]

export const SETTING_KEYS: readonly SettingKey[] = KEYS.map((k) => ({
  ...k,
  signed: SIGNED_CONFIG_KEYS.includes(k.key),
}))

export const SETTING_GROUPS = ['general', 'team', 'groups', 'gdt', 'jobs', 'links'] as const

/** The server's own pattern for `key`'s value (ConfigSetBodySchema), so the console refuses what the server would. */
function serverPattern(key: string): RegExp {
  for (const variant of ConfigSetBodySchema.anyOf) {
    const k = variant.properties.key as { const?: string; anyOf?: { const: string }[] }
    const keys = k.anyOf ? k.anyOf.map((l) => l.const) : [k.const]
    if (keys.includes(key)) return new RegExp((variant.properties.value as { pattern: string }).pattern)
  }
  throw new Error(`no setting ${key}`)
}
const URL_VALUE = serverPattern('image_domain')
const LINK_VALUE = serverPattern('link_chat')

/** Why a setting's text (already in the setting's own unit) is refused, as a text key of the settings namespace; null when fine. */
export function settingError(kind: SettingKind, value: string): string | null {
  switch (kind.type) {
    case 'url':
      if (value.endsWith('/')) return 'error.trailingSlash'
      return URL_VALUE.test(value) && value.length <= 300 ? null : 'error.url'
    case 'address':
      return /^0x[0-9a-fA-F]{40}$/.test(value) ? null : 'error.address'
    case 'link':
      return LINK_VALUE.test(value) && value.length <= 300 ? null : 'error.link'
    case 'amount':
      if (!/^(0|[1-9][0-9]{0,40})$/.test(value)) return 'error.amount'
      return BigInt(value) < kind.min ? 'error.positive' : null
    case 'seconds':
    case 'ppm': {
      if (!/^(0|[1-9][0-9]*)$/.test(value)) return 'error.whole'
      const n = Number(value)
      return n < kind.min || n > kind.max ? 'error.range' : null
    }
    case 'minute':
      if (!/^(0|[1-9][0-9]*)$/.test(value)) return 'error.whole'
      return Number(value) > 1439 ? 'error.range' : null
    case 'stars':
      return null
  }
}

/** "HH:MM" (UTC) of a minute of the day, e.g. 75 -> "01:15". */
export function minuteOfDay(minute: number): string {
  const h = Math.floor(minute / 60)
  const m = minute % 60
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`
}

/** "HH:MM" back to minutes after 00:00; null when not a time of day. */
export function parseMinuteOfDay(text: string): number | null {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(text.trim())
  return match ? Number(match[1]) * 60 + Number(match[2]) : null
}
