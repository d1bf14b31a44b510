/**
 * Explainable rewards (issue 33; docs/decisions/0138-explainable-rewards.md): each reward posting records the rule
 * that made it (an id and a version), the rule's inputs as JSON, and the rule's result. A rule here is a pure
 * function of those recorded inputs that reuses the program's own rule (gdtRewards, assetPack, equitySplit, ...), so
 * anyone (the server when it posts, a test, a user's browser) recomputes what was posted from the record alone.
 *
 * Amounts in inputs are decimal strings of base units (JSON has no bigint); rates are integers in ppm. A rule's
 * result is what the entry credits, per coin: the sum of its positive lines in each coin.
 *
 * Changing a rule: add a version (append to its list), never edit a published one; the record names the version it
 * was computed by, and the recompute uses that version.
 */
import { DYNAMIC_LEVEL_PPM, type PackState, settleDay } from './assetPack'
import { splitEquity } from './equitySplit'
import { miningRewards, shareRewards, tradeRewards, whiteListRewards } from './gdtRewards'

/** What a rule says an entry credits, per coin. */
export interface RuleCredit {
  coin_id: number
  amount: bigint
}

/** One chain log that was an input (a swap, a harvest, a tax arrival): the web links its transaction. */
export interface ChainInput {
  chain_id: number
  tx_hash: string
  log_index: number
}

export interface AirdropClaimInputs {
  coin_id: number
  /** The operator's offer the user claimed (airdrop_rewards row). */
  offer_id: number
  /** The offer's amount, base units. */
  amount: string
  /** The holding the offer requires, GDT base units. */
  hold_examine: string
  /** What the address held at the day's open (chain GDT at the opening block plus reward-wallet GDT). */
  held: string
  day: string
}

export interface AssetPackDayInputs {
  coin_id: number
  variant: string
  /** The pack this entry pays. */
  pack_id: number
  /** The holder's packs paid in this run, as the run saw them (static per day, output left before the day). */
  packs: { id: number; daily_static: string; remaining: string }[]
  /** The holder's invitees (level 1 direct, level 2 their invitees) whose static of the day earns the holder a dynamic share. */
  invitees: { address: string; level: number; via?: string; static: string }[]
  /** The dynamic shares per level, ppm (for display; the rule's own constant is what computes). */
  level_ppm: number[]
}

export interface GdtTradeInputs {
  coin_id: number
  rate_ppm: number
  /** Base units; "0" means no cap. */
  daily_cap: string
  swaps: (ChainInput & { id: number; usdt_volume: string })[]
}

export interface GdtShareInputs {
  coin_id: number
  rate_ppm: number
  /** The direct invitees' trade rewards of the day. */
  invitees: { address: string; trade_reward: string }[]
}

export interface GdtMiningInputs {
  coin_id: number
  rate_ppm: number
  harvests: (ChainInput & { id: number; amount: string })[]
}

export interface GrantsInputs {
  coin_id: number
  /** The operator's grants paid by this entry. */
  grants: { id: number; amount: string }[]
}

export interface StarGiftInputs {
  coin_id: number
  level: number
  /** The level's gift in whole GDT as the rule's table had it. */
  gift_whole: string
  decimals: number
}

export interface EquitySplitInputs {
  coin_id: number
  /** The PHO that reached the equity sinks and was not paid yet, up to the day's end. */
  arrived: string
  /** The holder's star level, and how many held that level (each level shares one fifth equally). */
  level: number
  holders_at_level: number
  arrivals: (ChainInput & { amount: string })[]
}

export interface GroupSeatInputs {
  variant: string
  group_id: number
  /** A seat's price per coin, base units. */
  seat: { coin_id: number; amount: string }[]
  /** Seats in a full group (settle) or the members refunded (refund: 1, this member). */
  seats: number
}

export interface FixedAmountInputs {
  coin_id: number
  /** The amount the program pays per period, base units (e.g. an operator setting). */
  amount: string
}

const one = (coin_id: number, amount: bigint | undefined): RuleCredit[] =>
  amount && amount > 0n ? [{ coin_id, amount }] : []

const ME = 'me'

/**
 * Every rule, by id; each a list of versions (index 0 is version 1). The functions are the programs' own rules
 * applied to the recorded inputs.
 */
export const REWARD_RULES = {
  'airdrop.claim': [
    (i: AirdropClaimInputs): RuleCredit[] =>
      BigInt(i.held) >= BigInt(i.hold_examine) ? one(i.coin_id, BigInt(i.amount)) : [],
  ],
  'asset-pack.day': [
    (i: AssetPackDayInputs): RuleCredit[] => {
      // The holder's packs and, for each invitee, a pack that pays exactly its recorded static: core's settleDay
      // then gives the holder's packs what the whole run gave them (only the holder's invitees reach them).
      const states = [
        ...i.packs.map((p) => ({
          id: p.id,
          owner: ME,
          dailyStatic: BigInt(p.daily_static),
          remaining: BigInt(p.remaining),
        })),
        ...i.invitees.map((v, n) => ({
          id: -1 - n,
          owner: `invitee:${v.address}`,
          dailyStatic: BigInt(v.static),
          remaining: BigInt(v.static),
        })),
      ]
      const up = new Map(
        i.invitees.map((v) => [`invitee:${v.address}`, v.level === 1 ? [ME] : [`via:${v.via ?? ''}`, ME]]),
      )
      const pay = settleDay(states, (owner) => up.get(owner) ?? []).find((p) => p.id === i.pack_id)
      return one(i.coin_id, pay ? pay.static + pay.dynamic : 0n)
    },
  ],
  'gdt.trade': [
    (i: GdtTradeInputs): RuleCredit[] =>
      one(
        i.coin_id,
        tradeRewards(
          i.swaps.map((s) => ({ trader: ME, usdtVolume: BigInt(s.usdt_volume) })),
          { tradeRatePpm: i.rate_ppm, tradeDailyCap: BigInt(i.daily_cap), shareRatePpm: 0, miningRatePpm: 0 },
        ).get(ME),
      ),
  ],
  'gdt.share': [
    (i: GdtShareInputs): RuleCredit[] =>
      one(
        i.coin_id,
        shareRewards(new Map(i.invitees.map((v) => [v.address, BigInt(v.trade_reward)])), () => ME, {
          shareRatePpm: i.rate_ppm,
        }).get(ME),
      ),
  ],
  'gdt.mining': [
    (i: GdtMiningInputs): RuleCredit[] =>
      one(
        i.coin_id,
        miningRewards(
          i.harvests.map((h) => ({ user: ME, amount: BigInt(h.amount) })),
          { miningRatePpm: i.rate_ppm },
        ).get(ME),
      ),
  ],
  'gdt.white-list': [
    (i: GrantsInputs): RuleCredit[] =>
      one(
        i.coin_id,
        whiteListRewards(i.grants.map((g) => ({ id: g.id, address: ME, amount: BigInt(g.amount) }))).get(ME),
      ),
  ],
  'genesis.claim': [
    (i: GrantsInputs): RuleCredit[] =>
      one(
        i.coin_id,
        i.grants.reduce((sum, g) => sum + BigInt(g.amount), 0n),
      ),
  ],
  'star.gift': [(i: StarGiftInputs): RuleCredit[] => one(i.coin_id, BigInt(i.gift_whole) * 10n ** BigInt(i.decimals))],
  'equity.split': [
    (i: EquitySplitInputs): RuleCredit[] => {
      const holders = Array.from({ length: Math.max(i.holders_at_level, 1) }, (_, n) => ({
        owner: n === 0 ? ME : `holder:${n}`,
        level: i.level,
      }))
      return one(i.coin_id, splitEquity(BigInt(i.arrived), holders).payments.find((p) => p.owner === ME)?.amount)
    },
  ],
  'group.refund': [
    (i: GroupSeatInputs): RuleCredit[] => i.seat.flatMap((s) => one(s.coin_id, BigInt(s.amount) * BigInt(i.seats))),
  ],
  /** A set amount per period (a test's drip, a program that pays what the operator set). */
  'fixed.amount': [(i: FixedAmountInputs): RuleCredit[] => one(i.coin_id, BigInt(i.amount))],
  'group.settle': [
    (i: GroupSeatInputs): RuleCredit[] => i.seat.flatMap((s) => one(s.coin_id, BigInt(s.amount) * BigInt(i.seats))),
  ],
} as const

/**
 * What each holder's pack entries record (core's `asset-pack.day` rule): the holder's packs as the run saw them and
 * the static each invitee up two levels was paid this day, from which the rule gives each pack its static and
 * dynamic parts exactly as the run's `settleDay` did.
 */
export function assetPackDayInputs(
  states: readonly PackState[],
  payments: readonly { owner: string; static: bigint }[],
  ancestors: ReadonlyMap<string, string[]>,
): (owner: string) => Omit<AssetPackDayInputs, 'coin_id' | 'variant' | 'pack_id'> {
  const staticOf = new Map<string, bigint>()
  for (const p of payments) if (p.static > 0n) staticOf.set(p.owner, (staticOf.get(p.owner) ?? 0n) + p.static)
  const invitees = new Map<string, AssetPackDayInputs['invitees']>()
  for (const [address, paid] of staticOf) {
    const up = (ancestors.get(address) ?? []).slice(0, DYNAMIC_LEVEL_PPM.length)
    up.forEach((receiver, level) => {
      if (receiver === address) return
      const list = invitees.get(receiver) ?? []
      list.push({ address, level: level + 1, ...(level === 1 ? { via: up[0] } : {}), static: paid.toString() })
      invitees.set(receiver, list)
    })
  }
  // Each owner's packs, grouped once (filtering every state per owner grew with users squared).
  const packsOf = new Map<string, AssetPackDayInputs['packs']>()
  for (const s of states) {
    const pack = { id: s.id, daily_static: s.dailyStatic.toString(), remaining: s.remaining.toString() }
    const list = packsOf.get(s.owner)
    if (list) list.push(pack)
    else packsOf.set(s.owner, [pack])
  }
  return (owner) => ({
    packs: packsOf.get(owner) ?? [],
    invitees: invitees.get(owner) ?? [],
    level_ppm: DYNAMIC_LEVEL_PPM.map(Number),
  })
}

export type RewardRuleId = keyof typeof REWARD_RULES

/** The inputs a rule takes. */
export type RuleInputs<R extends RewardRuleId> = Parameters<(typeof REWARD_RULES)[R][number]>[0]

/** A rule's current version (its newest): what a new posting is computed by. */
export const ruleVersion = (rule: RewardRuleId): number => REWARD_RULES[rule].length

export const REWARD_RULE_IDS = Object.keys(REWARD_RULES) as RewardRuleId[]

export function isRewardRule(id: string): id is RewardRuleId {
  return Object.hasOwn(REWARD_RULES, id)
}

/**
 * Recomputes a rule's result from recorded inputs with the version they were recorded under; credits sorted by coin,
 * zero credits left out. Throws on an unknown rule or version.
 */
export function recomputeRule(rule: string, version: number, inputs: unknown): RuleCredit[] {
  if (!isRewardRule(rule)) throw new Error(`explain: no rule ${rule}`)
  const fn = REWARD_RULES[rule][version - 1] as ((i: unknown) => RuleCredit[]) | undefined
  if (!fn) throw new Error(`explain: rule ${rule} has no version ${version}`)
  return fn(inputs).sort((a, b) => a.coin_id - b.coin_id)
}

/** Two credit lists are the same amounts per coin (order ignored). */
export function sameCredits(a: readonly RuleCredit[], b: readonly RuleCredit[]): boolean {
  const key = (l: readonly RuleCredit[]) =>
    [...l]
      .filter((c) => c.amount !== 0n)
      .sort((x, y) => x.coin_id - y.coin_id)
      .map((c) => `${c.coin_id}:${c.amount}`)
      .join(',')
  return key(a) === key(b)
}
