/**
 * Group-buy markets (spec 001 "Group market"; docs/decisions/0065-group-buy.md): GG (GDT) and VG (VGT).
 * A leader spends one leader coupon and pays the group price to open a group; nine others pay the same price to
 * join; the 10th join settles it. A group that does not fill by its deadline fails and refunds what each member
 * paid (the leader coupon stays spent). Pure integer rules; the server applies them on the ledger.
 */

/** Members of a full group (spec: n/10). */
export const GROUP_SIZE = 10

export const GROUP_VARIANTS = ['gg', 'vg'] as const
export type GroupVariant = (typeof GROUP_VARIANTS)[number]

/** Group status as the API shows it (spec: 0 in progress, 1 success, other failure). */
export const GROUP_STATUS = { open: 0, success: 1, failed: 2 } as const

const E18 = 10n ** 18n

/** Operator settings of one variant (base units of 18-decimal coins). */
export interface GroupSettings {
  /** What a member (leader included) pays in GDT. */
  payGdt: bigint
  /** What a member (leader included) pays in VGT. */
  payVgt: bigint
  /** GDB (gg) or VGB (vg) per leader coupon: the spec's "value × 100". */
  couponPrice: bigint
  /** Seconds from the start to the deadline. */
  deadlineSeconds: number
}

/** Defaults: GG costs 100 GDT + 10 VGT a seat, VG 10 GDT + 100 VGT; a coupon costs 100 GDB/VGB; 24 hours to fill. */
export const DEFAULT_GROUP_SETTINGS: Record<GroupVariant, GroupSettings> = {
  gg: { payGdt: 100n * E18, payVgt: 10n * E18, couponPrice: 100n * E18, deadlineSeconds: 86_400 },
  vg: { payGdt: 10n * E18, payVgt: 100n * E18, couponPrice: 100n * E18, deadlineSeconds: 86_400 },
}

/** The setting keys an operator sets (`config set gg_pay_gdt <base units>`), by field. */
export const GROUP_SETTING_KEYS = {
  payGdt: 'pay_gdt',
  payVgt: 'pay_vgt',
  couponPrice: 'coupon_price',
  deadlineSeconds: 'deadline_seconds',
} as const satisfies Record<keyof GroupSettings, string>

export const groupSettingKey = (variant: GroupVariant, field: keyof GroupSettings) =>
  `${variant}_${GROUP_SETTING_KEYS[field]}`

/** Coupons a user may exchange (or buy) at most at once (keeps one entry's amount sane). */
export const MAX_COUPON_EXCHANGE = 1000

/** The exchange stepper's maximum (spec: 0 to the coupons held), at most what one exchange takes. */
export function exchangeMax(held: number): number {
  if (!Number.isInteger(held) || held <= 0) return 0
  return Math.min(held, MAX_COUPON_EXCHANGE)
}

/** GDB (or VGB) that `count` leader coupons are worth: what an exchange pays and a purchase costs. */
export function couponCost(count: number, settings: Pick<GroupSettings, 'couponPrice'>): bigint {
  if (!Number.isInteger(count) || count < 0) throw new Error(`coupon count must be a whole number: ${count}`)
  return BigInt(count) * settings.couponPrice
}

/** The deadline of a group started at `startedAt`. */
export const groupDeadline = (startedAt: Date, settings: Pick<GroupSettings, 'deadlineSeconds'>): Date =>
  new Date(startedAt.getTime() + settings.deadlineSeconds * 1000)

export interface SettlementMember {
  address: string
  isLeader: boolean
}

/** What each member receives when a group fills: coupons added to their backpack. */
export interface SettlementShare {
  address: string
  leaderCoupons: number
  productCoupons: number
}

/**
 * Shares of a full group. The paid seats (10 × price in each coin) go from the group's escrow to the variant's
 * sales pool, which backs the products. GG: every member receives one product coupon (the product bought
 * together). VG (no product coupons, spec): every member receives one VG leader coupon, so a member can open the
 * next group. In both, the leader also gets their leader coupon back. No draw: every member of a full group gets
 * the same, so there is nothing to verify but the member list.
 */
export function settlementShares(variant: GroupVariant, members: SettlementMember[]): SettlementShare[] {
  if (members.length !== GROUP_SIZE)
    throw new Error(`a group settles with ${GROUP_SIZE} members, not ${members.length}`)
  return members.map((m) => ({
    address: m.address,
    leaderCoupons: (m.isLeader ? 1 : 0) + (variant === 'vg' ? 1 : 0),
    productCoupons: variant === 'gg' ? 1 : 0,
  }))
}

/** Successful groups (any role) needed for each star level, level 0 first; the last is the max level. */
export const LEVEL_TIMES = [0, 3, 10, 30, 100, 300] as const
export const MAX_GROUP_LEVEL = LEVEL_TIMES.length - 1

export interface GroupLevel {
  user_level: { level: number; max_level: number; times: number }
  next_level: { times: number }
}

/** Star level from successful group times; at the max level the next level's times is the max level's. */
export function groupLevel(times: number): GroupLevel {
  let level = 0
  for (let i = 0; i < LEVEL_TIMES.length; i++) if (times >= LEVEL_TIMES[i]!) level = i
  const next = LEVEL_TIMES[Math.min(level + 1, MAX_GROUP_LEVEL)]!
  return { user_level: { level, max_level: MAX_GROUP_LEVEL, times }, next_level: { times: next } }
}
