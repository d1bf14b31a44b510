import { formatAmount } from '@phoswap/core/amount/formatAmount'
import { parseAmount } from '@phoswap/core/amount/parseAmount'
import { USD_COINS } from '@phoswap/core/chain/feeValue'
import { quoteTransfer, type TransferQuote, withdrawFee } from '@phoswap/core/rewards/transferFee'
import { getAddress, isAddress, zeroAddress } from 'viem'
import { formatBalance, groupThousands } from '../../ui/formatNumber'

/**
 * A fee as charged: the one amount format (formatBalance), unless that would read 0 for a fee above zero (a small
 * withdrawal's fee is rounded up to one base unit): then every digit the fee has, so it never reads as free.
 */
export function formatWalletFee(value: bigint, decimals: number, locale?: string): string {
  const shown = formatBalance(value, decimals, locale)
  return value > 0n && !/[1-9]/.test(shown) ? groupThousands(formatAmount(value, decimals), locale) : shown
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

/** The wallet's total: usable amounts valued in USDT (18 decimals), and the coins with usable but no market price. */
export interface UsableTotal {
  total: bigint
  unpriced: string[]
}

/**
 * The "Usable" card's total: each coin's usable amount × its USDT price, a dollar coin at 1, any other coin at its
 * market line in a dollar coin (`/index/quote`); a coin without a price is left out and named, not guessed.
 */
export function usableTotal(
  coins: readonly { coin_en: string; usable: string; decimals: number }[],
  quotes: readonly { coin: string; quote_coin: string; last: string }[],
): UsableTotal {
  let total = 0n
  const unpriced: string[] = []
  for (const coin of coins) {
    const usable = BigInt(coin.usable)
    if (usable <= 0n) continue
    const price = USD_COINS.includes(coin.coin_en) ? E18 : marketPrice(coin.coin_en, quotes)
    if (price === null) unpriced.push(coin.coin_en)
    else total += (usable * price) / 10n ** BigInt(coin.decimals)
  }
  return { total, unpriced }
}

const E18 = 10n ** 18n

function marketPrice(coin: string, quotes: readonly { coin: string; quote_coin: string; last: string }[]) {
  for (const line of quotes) {
    if (line.coin !== coin || !USD_COINS.includes(line.quote_coin) || line.last === '') continue
    try {
      const price = parseAmount(line.last, 18)
      if (price > 0n) return price
    } catch {
      // a price the app cannot read is no price
    }
  }
  return null
}
