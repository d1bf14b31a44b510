/**
 * GDT reward sources (spec 001 Mine's GDT tab and GdtReward; docs/decisions/0076-gdt-reward-sources.md): pure rules
 * that turn one UTC day's indexed facts into what each address is owed. Integers only; rates in parts per million.
 * The daily job (server/src/programs/gdt/payGdtRewards.ts) applies them once per day and pays from each source's pool.
 */
import { PPM } from './transferFee'

/** The operator's settings of the GDT sources, with the defaults a careful operator would start from. */
export interface GdtRules {
  /** GDT base units paid per USDT base unit of volume traded through our router, in ppm (1000 = 0.1%). */
  tradeRatePpm: number
  /** At most this much trade reward per address and day (GDT base units); 0 means no cap. */
  tradeDailyCap: bigint
  /** The inviter's share of each direct invitee's trade reward of the day, in ppm (100000 = 10%). */
  shareRatePpm: number
  /** GDT base units paid per PHO base unit harvested from our farms, in ppm (10000 = 1%). */
  miningRatePpm: number
}

const E18 = 10n ** 18n

export const DEFAULT_GDT_RULES: GdtRules = {
  tradeRatePpm: 1_000,
  tradeDailyCap: 100n * E18,
  shareRatePpm: 100_000,
  miningRatePpm: 10_000,
}

/** One swap through our router as the indexer stored it: the receiver of its output and its USDT side. */
export interface TradeFact {
  /** Lowercase address the swap paid out to (the trader). */
  trader: string
  /** The USDT amount in or out of the swap (18 decimals); 0 for a pair without USDT. */
  usdtVolume: bigint
}

/** What a single swap earns before the day's cap: volume × rate, rounded down. */
export function swapReward(usdtVolume: bigint, rules: Pick<GdtRules, 'tradeRatePpm'>): bigint {
  return (usdtVolume * BigInt(rules.tradeRatePpm)) / PPM
}

/**
 * The day's trade reward of each trader: the sum of their swaps' volume × rate, rounded down once per trader (not
 * per swap, so splitting a trade earns no more), cut to the daily cap. Traders owed 0 are left out.
 */
export function tradeRewards(trades: readonly TradeFact[], rules: GdtRules): Map<string, bigint> {
  const volume = new Map<string, bigint>()
  for (const t of trades) {
    if (t.usdtVolume <= 0n) continue
    volume.set(t.trader, (volume.get(t.trader) ?? 0n) + t.usdtVolume)
  }
  const out = new Map<string, bigint>()
  for (const [trader, v] of volume) {
    let reward = swapReward(v, rules)
    if (rules.tradeDailyCap > 0n && reward > rules.tradeDailyCap) reward = rules.tradeDailyCap
    if (reward > 0n) out.set(trader, reward)
  }
  return out
}

/**
 * The day's share reward: each inviter receives the share rate of their direct invitees' trade rewards of the day
 * (one level; an address never earns a share of its own trades). `inviterOf` gives the bound referrer or null.
 */
export function shareRewards(
  trade: ReadonlyMap<string, bigint>,
  inviterOf: (address: string) => string | null,
  rules: Pick<GdtRules, 'shareRatePpm'>,
): Map<string, bigint> {
  const base = new Map<string, bigint>()
  for (const [invitee, reward] of trade) {
    const inviter = inviterOf(invitee)
    if (!inviter || inviter === invitee) continue
    base.set(inviter, (base.get(inviter) ?? 0n) + reward)
  }
  const out = new Map<string, bigint>()
  for (const [inviter, sum] of base) {
    const reward = (sum * BigInt(rules.shareRatePpm)) / PPM
    if (reward > 0n) out.set(inviter, reward)
  }
  return out
}

/** One harvest of our farms' PHO reward, as the indexer stored it. */
export interface HarvestFact {
  /** Lowercase address that harvested. */
  user: string
  /** PHO base units harvested. */
  amount: bigint
}

/** The mining reward: PHO harvested × the mining rate in GDT, summed per user before rounding down. */
export function miningRewards(
  harvests: readonly HarvestFact[],
  rules: Pick<GdtRules, 'miningRatePpm'>,
): Map<string, bigint> {
  const sum = new Map<string, bigint>()
  for (const h of harvests) if (h.amount > 0n) sum.set(h.user, (sum.get(h.user) ?? 0n) + h.amount)
  const out = new Map<string, bigint>()
  for (const [user, amount] of sum) {
    const reward = (amount * BigInt(rules.miningRatePpm)) / PPM
    if (reward > 0n) out.set(user, reward)
  }
  return out
}

/** An operator's white-list grant not yet paid. */
export interface WhiteListGrant {
  id: number
  address: string
  amount: bigint
}

/** The white list pays each unpaid grant in full, once; several grants to one address add up. */
export function whiteListRewards(grants: readonly WhiteListGrant[]): Map<string, bigint> {
  const out = new Map<string, bigint>()
  for (const g of grants) if (g.amount > 0n) out.set(g.address, (out.get(g.address) ?? 0n) + g.amount)
  return out
}

/** The sum of a source's payments. */
export function totalOf(rewards: ReadonlyMap<string, bigint>): bigint {
  let sum = 0n
  for (const v of rewards.values()) sum += v
  return sum
}

/** A source's day paid in full from its pool, or refused whole: never partly, never past the pool. */
export function poolShortfall(rewards: ReadonlyMap<string, bigint>, pool: bigint): bigint {
  const need = totalOf(rewards)
  return need > pool ? need - pool : 0n
}

/** Reads a ppm setting: an integer 0..1,000,000, else the default. */
export function ppmSetting(value: string | null | undefined, fallback: number): number {
  if (!value || !/^\d{1,7}$/.test(value)) return fallback
  const n = Number(value)
  return n <= 1_000_000 ? n : fallback
}

/** Reads an amount setting in base units, else the default. */
export function amountSetting(value: string | null | undefined, fallback: bigint): bigint {
  return value && /^(0|[1-9]\d{0,77})$/.test(value) ? BigInt(value) : fallback
}
