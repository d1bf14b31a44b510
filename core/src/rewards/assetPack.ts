/**
 * Asset packs (spec 001 "Asset pack"; docs/decisions/0058-asset-packs.md): a user pledges a package's amount of the
 * pack coin (GDB, or VGB) and the pack pays the reward coin (GDT, or VGT) every day until it has paid its total
 * output. Pure integer rules; the daily job applies them once per day.
 */
import { PPM } from './transferFee'

/** What a package promises, rates in parts per million: static per day of the pledge, profit rate as output/pledge. */
export interface PackTerms {
  pledgeAmount: bigint
  staticRatePpm: number
  profitRatePpm: number
}

/** Dynamic reward: the share of an invitee's static reward paid to the inviter's packs, per level up the tree. */
export const DYNAMIC_LEVEL_PPM = [100_000n, 50_000n] as const

/** Total a pack pays over its life: pledge × profit rate, rounded down. */
export const packOutput = (t: PackTerms): bigint => (t.pledgeAmount * BigInt(t.profitRatePpm)) / PPM

/** The pack's static reward for a full day: pledge × static rate, rounded down. */
export const dailyStatic = (t: Pick<PackTerms, 'pledgeAmount' | 'staticRatePpm'>): bigint =>
  (t.pledgeAmount * BigInt(t.staticRatePpm)) / PPM

/** What the user gains over the pack's life: output less the pledge (the pledge is spent, not returned). */
export const expectedProfit = (t: PackTerms): bigint => packOutput(t) - t.pledgeAmount

/** A ppm integer as the exact decimal text the API shows (10000 → "0.01"). */
export function ppmText(ppm: number): string {
  const whole = Math.floor(ppm / 1_000_000)
  const frac = String(ppm % 1_000_000)
    .padStart(6, '0')
    .replace(/0+$/, '')
  return frac ? `${whole}.${frac}` : String(whole)
}

/** An active pack as the day's settlement sees it. */
export interface PackState {
  id: number
  /** Lowercase address of the holder. */
  owner: string
  /** The full day's static reward (dailyStatic of its terms). */
  dailyStatic: bigint
  /** Output still to pay: total output less what it has paid. */
  remaining: bigint
}

export interface PackPayment {
  id: number
  owner: string
  static: bigint
  dynamic: bigint
}

/**
 * One day's rewards of every active pack of a variant. Each pack pays its static reward, cut to what it has left.
 * Each holder's static total then earns their inviter 10% and the inviter's inviter 5% (DYNAMIC_LEVEL_PPM) as a
 * dynamic reward, paid into the receiver's own active packs, oldest first, each only up to what it has left; an
 * inviter without an active pack, or whose packs are full, receives nothing (the rest is not paid). So no pack is
 * ever paid past its total output. `ancestors(owner)` lists the inviter, then the inviter's inviter.
 */
export function settleDay(packs: PackState[], ancestors: (owner: string) => string[]): PackPayment[] {
  const ordered = [...packs].sort((a, b) => a.id - b.id)
  const left = new Map(ordered.map((p) => [p.id, p.remaining]))
  const pay = new Map(ordered.map((p) => [p.id, { id: p.id, owner: p.owner, static: 0n, dynamic: 0n }]))
  const staticByOwner = new Map<string, bigint>()
  for (const p of ordered) {
    const amount = p.dailyStatic < p.remaining ? p.dailyStatic : p.remaining
    if (amount <= 0n) continue
    pay.get(p.id)!.static = amount
    left.set(p.id, p.remaining - amount)
    staticByOwner.set(p.owner, (staticByOwner.get(p.owner) ?? 0n) + amount)
  }
  const bonus = new Map<string, bigint>()
  for (const [owner, paid] of staticByOwner) {
    ancestors(owner)
      .slice(0, DYNAMIC_LEVEL_PPM.length)
      .forEach((ancestor, level) => {
        const share = (paid * DYNAMIC_LEVEL_PPM[level]!) / PPM
        if (share > 0n && ancestor !== owner) bonus.set(ancestor, (bonus.get(ancestor) ?? 0n) + share)
      })
  }
  // Each receiver's own packs in id order, found once (a scan of every pack per receiver grew with users squared).
  const packsOf = new Map<string, PackState[]>()
  for (const p of ordered) {
    const list = packsOf.get(p.owner)
    if (list) list.push(p)
    else packsOf.set(p.owner, [p])
  }
  for (const [receiver, total] of bonus) {
    let due = total
    for (const p of packsOf.get(receiver) ?? []) {
      if (due === 0n) break
      const room = left.get(p.id)!
      const amount = due < room ? due : room
      if (amount <= 0n) continue
      pay.get(p.id)!.dynamic += amount
      left.set(p.id, room - amount)
      due -= amount
    }
  }
  return [...pay.values()].filter((p) => p.static + p.dynamic > 0n)
}

/** Operator setting: GDB (or VGB) credited per GDT (or VGT) handed to the pack exchange, in parts per million. */
export const PACK_EXCHANGE_RATE_SETTING = 'pack_exchange_rate_ppm'

/** 1 GDT gives 1 GDB (spec 001 names no other rate). */
export const DEFAULT_PACK_EXCHANGE_RATE_PPM = 1_000_000

/** The setting's stored text as a rate: a whole number of ppm from 1 to 100,000,000 (100×), else the default. */
export function packExchangeRatePpm(stored: string | null): number {
  if (stored === null || !/^[1-9][0-9]{0,8}$/.test(stored)) return DEFAULT_PACK_EXCHANGE_RATE_PPM
  const ppm = Number(stored)
  return ppm <= 100_000_000 ? ppm : DEFAULT_PACK_EXCHANGE_RATE_PPM
}

/** The pack coin credited for `received` base units exchanged on chain: received × rate, rounded down. */
export const packExchangeCredit = (received: bigint, ratePpm: number): bigint => (received * BigInt(ratePpm)) / PPM

/**
 * Bounds of an operator's package (docs/decisions/0075-pack-admin.md; the database
 * checks the rate bounds too): static rate above 0 and at most 100% of the pledge a day, total output 1× to 100×
 * the pledge, pledge a whole number of base units from 1 to 10^30, and a full day pays at least one base unit.
 */
export const PACK_BOUNDS = {
  staticRateMaxPpm: 1_000_000,
  profitRateMinPpm: 1_000_000,
  profitRateMaxPpm: 100_000_000,
  pledgeAmountMax: 10n ** 30n,
} as const

/** The pledge amount's text as base units when it is within PACK_BOUNDS, else null. */
export function packPledgeAmount(text: string): bigint | null {
  if (!/^[1-9][0-9]{0,30}$/.test(text)) return null
  const amount = BigInt(text)
  return amount <= PACK_BOUNDS.pledgeAmountMax ? amount : null
}

/** Whether a package's terms are within PACK_BOUNDS (the amount already checked by packPledgeAmount). */
export function packTermsValid(t: PackTerms): boolean {
  const { staticRatePpm: s, profitRatePpm: p } = t
  return (
    Number.isInteger(s) &&
    Number.isInteger(p) &&
    s > 0 &&
    s <= PACK_BOUNDS.staticRateMaxPpm &&
    p >= PACK_BOUNDS.profitRateMinPpm &&
    p <= PACK_BOUNDS.profitRateMaxPpm &&
    dailyStatic(t) > 0n
  )
}
