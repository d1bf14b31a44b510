import { parseAmount } from '@phoswap/core/amount/parseAmount'
import { formatFraction } from '@phoswap/core/format/formatFraction'
import { quoteTransfer, type TransferQuote, withdrawFee } from '@phoswap/core/rewards/transferFee'
import { getAddress, isAddress, zeroAddress } from 'viem'

/** The wallet pages show amounts with 6 decimals, cut toward zero (spec 001 §4, RechargeWallet). */
export const WALLET_DECIMALS = 6

/** Base units as a decimal with exactly 6 decimals; '--' when the value is not a whole number of units. */
export function formatWalletAmount(value: bigint | string, decimals: number): string {
  let units: bigint
  try {
    units = typeof value === 'bigint' ? value : BigInt(value)
  } catch {
    return '--'
  }
  return formatFraction({ numerator: units, denominator: 10n ** BigInt(decimals) }, WALLET_DECIMALS, {
    minFractionDigits: WALLET_DECIMALS,
  })
}

/**
 * A fee as charged: 6 decimals as elsewhere, and every further digit the fee has, so that a fee under 0.000001 (a
 * small withdrawal's fee is rounded up to one base unit) reads as what is debited, never as 0.000000.
 */
export function formatWalletFee(value: bigint, decimals: number): string {
  return formatFraction({ numerator: value, denominator: 10n ** BigInt(decimals) }, Math.max(decimals, 0), {
    minFractionDigits: WALLET_DECIMALS,
  })
}

/** A bill's change with its sign: "+1.500000" credited, "-1.500000" debited. */
export function formatSignedChange(change: string, decimals: number): string {
  const text = formatWalletAmount(change, decimals)
  return text.startsWith('-') || text === '--' ? text : `+${text}`
}

/** The typed amount in base units; null for empty, unreadable, 0 or negative (the no-input case). */
export function readAmount(text: string, decimals: number): bigint | null {
  try {
    const value = parseAmount(text.trim(), decimals)
    return value > 0n ? value : null
  } catch {
    return null
  }
}

export type AmountCheck = { ok: true; amount: bigint } | { ok: false; key: 'swap10' | 'swap11' }

/** Deposit and withdraw: nothing typed (or 0) is swap10; more than `available` (what `amount` + `fee` may use) is swap11. */
export function checkAmount(text: string, decimals: number, available: bigint | undefined, feePpm = 0): AmountCheck {
  const amount = readAmount(text, decimals)
  if (amount === null) return { ok: false, key: 'swap10' }
  if (available === undefined || amount + withdrawFee(amount, feePpm) > available) return { ok: false, key: 'swap11' }
  return { ok: true, amount }
}

/** The withdraw page's fee line: the server's rule on what is typed, null while nothing valid is typed. */
export function withdrawFeeShown(text: string, decimals: number, feePpm: number): bigint | null {
  const amount = readAmount(text, decimals)
  return amount === null ? null : withdrawFee(amount, feePpm)
}

/** The transfer page's quote before signing: the user types what the recipient gets; null while nothing valid is. */
export function transferQuoteShown(text: string, decimals: number, feePpm: number): TransferQuote | null {
  const received = readAmount(text, decimals)
  return received === null ? null : quoteTransfer(received, feePpm)
}

export type TransferCheck =
  | { ok: true; quote: TransferQuote; to: `0x${string}` }
  | { ok: false; key: 'swap10' | 'swap11' | 'badAddress' | 'self' }

/**
 * Transfer out: a valid address other than the sender's (EIP-55 when mixed case, never the zero address), an
 * amount above 0, and amount plus fee not above usable (swap11). The quote is the one signed and posted.
 */
export function checkTransfer(
  input: { address: string; amount: string },
  decimals: number,
  feePpm: number,
  usable: bigint | undefined,
  from: string | undefined,
): TransferCheck {
  const address = input.address.trim()
  if (!isAddress(address, { strict: true }) || address.toLowerCase() === zeroAddress)
    return { ok: false, key: 'badAddress' }
  if (from && address.toLowerCase() === from.toLowerCase()) return { ok: false, key: 'self' }
  const quote = transferQuoteShown(input.amount, decimals, feePpm)
  if (!quote) return { ok: false, key: 'swap10' }
  if (usable === undefined || quote.amount > usable) return { ok: false, key: 'swap11' }
  return { ok: true, quote, to: getAddress(address) }
}

/** The coins whose name contains the search, ignoring case and spaces around it; all when it is empty. */
export function filterCoins<T extends { coin_en: string }>(list: readonly T[], search: string): T[] {
  const wanted = search.trim().toLowerCase()
  return wanted ? list.filter((coin) => coin.coin_en.toLowerCase().includes(wanted)) : [...list]
}

/** Recharge?id=0|1|2: the tab, deposit for anything else. */
export function tabOf(id: string | null): 0 | 1 | 2 {
  return id === '1' ? 1 : id === '2' ? 2 : 0
}

export { nextPageOf } from '../../api/nextPageOf'

/** Spec 001 §4: after a change of language the record bill starts again from page 1, 500 ms later. */
export const LANGUAGE_RESET_MS = 500

/**
 * Schedules the bill's switch from the `shown` language to the app's `wanted` one after LANGUAGE_RESET_MS; returns
 * the cancel (a newer change within the wait replaces the pending one). Nothing to do when they are the same.
 */
export function followLanguage(
  shown: string,
  wanted: string,
  apply: (language: string) => void,
  timers: { set: typeof setTimeout; clear: typeof clearTimeout } = { set: setTimeout, clear: clearTimeout },
): () => void {
  if (shown === wanted) return () => {}
  const timer = timers.set(() => apply(wanted), LANGUAGE_RESET_MS)
  return () => timers.clear(timer)
}

/** A bill's time (ISO 8601 from the server) in the browser's locale and zone; '--' when unreadable. */
export function formatBillTime(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '--' : date.toLocaleString()
}
