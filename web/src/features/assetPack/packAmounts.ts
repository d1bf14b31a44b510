import { ppmText } from '@phoswap/core/rewards/assetPack'
import { readAmount } from '../../trade/readAmount'
import { amountInputText } from '../../ui/formatNumber'

/** The quick percentages of the exchange popup (spec 001 §9). */
export const QUICK_PERCENTS = [25, 50, 75, 100] as const

/** `percent`% of `balance` in base units, rounded down (100% is the whole balance, to the last unit). */
export function percentOf(balance: bigint, percent: number): bigint {
  if (percent >= 100) return balance
  return (balance * BigInt(Math.max(0, Math.floor(percent)))) / 100n
}

/** The text a quick-percent button puts in the field: the exact decimal of that share, no trailing zeros. */
export function percentText(balance: bigint, percent: number, decimals: number): string {
  return amountInputText(percentOf(balance, percent), decimals)
}

/** The typed amount in base units; null for empty, unreadable, 0 or negative (the no-input case, swap10). */
export function typedAmount(text: string, decimals: number): bigint | null {
  const { amount } = readAmount(text, decimals)
  return amount !== null && amount > 0n ? amount : null
}

export type ExchangeCheck = { ok: true; amount: bigint } | { ok: false; key: 'swap10' | 'swap11' }

/** Exchange popup: nothing (or 0) typed is swap10; more than the swap balance (on-chain token) is swap11. */
export function checkExchange(text: string, decimals: number, swapBalance: bigint | undefined): ExchangeCheck {
  const amount = typedAmount(text, decimals)
  if (amount === null) return { ok: false, key: 'swap10' }
  if (swapBalance === undefined || amount > swapBalance) return { ok: false, key: 'swap11' }
  return { ok: true, amount }
}

export type PledgeCheck = { ok: true } | { ok: false; key: 'swap10' | 'swap11' }

/** Pledge submit (spec 001 §5): no package chosen is swap10; usable below the package amount is swap11. */
export function checkPledge(pledgeAmount: string | undefined, usable: string | undefined): PledgeCheck {
  if (pledgeAmount === undefined) return { ok: false, key: 'swap10' }
  if (usable === undefined || BigInt(usable) < BigInt(pledgeAmount)) return { ok: false, key: 'swap11' }
  return { ok: true }
}

/** A held pack's progress: rewarded ÷ output as a whole percent 0..100, rounded down (100 only when paid out). */
export function packProgress(rewarded: string, outAmount: string): number {
  const out = BigInt(outAmount)
  if (out <= 0n) return 0
  const paid = BigInt(rewarded)
  if (paid >= out) return 100
  return Number((paid * 100n) / out)
}

/** A rate in ppm as a percent text: 10000 → "1%", 12000 → "1.2%". */
export const ratePercent = (ppm: number): string => `${ppmText(ppm * 100)}%`
