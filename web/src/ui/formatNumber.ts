import { formatAmount } from '@phoswap/core/amount/formatAmount'
import { formatDisplayAmount } from '@phoswap/core/format/formatDisplayAmount'

/** The placeholder for a value we do not know: never a made-up number. */
export const UNKNOWN = '--'

/**
 * The reader's locale for numbers and dates: the document's language, which i18n keeps equal to the UI language
 * (i18n.ts `reflect`); en-US where there is no document (the server's render of the home page).
 */
export function uiLocale(): string {
  return (typeof document !== 'undefined' && document.documentElement.lang) || 'en-US'
}

const separatorCache = new Map<string, { group: string; decimal: string }>()

/** The locale's grouping and decimal signs, as Intl writes them. */
function separatorsOf(locale: string): { group: string; decimal: string } {
  let known = separatorCache.get(locale)
  if (!known) {
    const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5)
    known = {
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    }
    separatorCache.set(locale, known)
  }
  return known
}

/**
 * A plain decimal string ("-1234567.891", from core) in the locale's signs: grouped whole part, the locale's decimal
 * sign. The digits are kept as they are (no float in between), so an amount is never shown other than it is.
 */
export function groupThousands(text: string, locale: string = uiLocale()): string {
  const { group, decimal } = separatorsOf(locale)
  const [whole = '', fraction] = text.split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group)
  return fraction === undefined ? grouped : `${grouped}${decimal}${fraction}`
}

/**
 * THE amount of a coin on every screen (docs/decisions/0125-readable-figures.md): core's decimals by size (6 under 1, 4 under
 * 1,000, 2 under 1,000,000, then none; cut, not rounded; no trailing zeros), grouped in the UI language's signs;
 * '--' while unknown. Takes base units (bigint, or the server's decimal string of them).
 */
export function formatBalance(
  value: bigint | string | undefined | null,
  decimals: number,
  locale: string = uiLocale(),
): string {
  if (value === undefined || value === null) return UNKNOWN
  let units: bigint
  try {
    units = typeof value === 'bigint' ? value : BigInt(value)
  } catch {
    return UNKNOWN
  }
  return groupThousands(formatDisplayAmount(units, decimals), locale)
}

/** An amount with its coin: "1,234.56 GDT" (formatBalance, then the symbol); '--' alone while unknown. */
export function formatCoin(
  value: bigint | string | undefined | null,
  decimals: number,
  symbol: string,
  locale?: string,
): string {
  const text = formatBalance(value, decimals, locale)
  return text === UNKNOWN ? UNKNOWN : `${text} ${symbol}`
}

/**
 * What a Max or percentage button puts in an amount field: the exact amount (every digit the balance has, so the
 * whole balance can be sent), trailing zeros trimmed, no grouping (the field reads plain decimals).
 */
export function amountInputText(value: bigint, decimals: number): string {
  return formatAmount(value, decimals)
}

export function formatBlockNumber(value: bigint | undefined, locale?: string): string {
  return value === undefined ? UNKNOWN : groupThousands(value.toString(), locale)
}
