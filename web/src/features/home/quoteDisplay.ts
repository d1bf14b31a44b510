import { parseAmount } from '@phoswap/core/amount/parseAmount'
import { formatBalance, UNKNOWN } from '../../ui/formatNumber'

export type QuoteTone = 'up' | 'down' | 'flat' | 'none'

/** Quotes carry up to 18 fraction digits. */
const QUOTE_DECIMALS = 18

/** Significant digits kept for a price under 1 whose first digits are zeros (0.0000008333). */
const SMALL_PRICE_DIGITS = 4

/**
 * A quote's last price, sized like other amounts; a price under 1 keeps its first four significant digits
 * (cut, not rounded) so that a tiny price does not show as 0. '--' when empty or not a plain decimal.
 */
export function quoteLastText(last: string): string {
  if (!/^\d+(\.\d+)?$/.test(last)) return UNKNOWN
  const [whole = '', fraction = ''] = last.split('.')
  const leadingZeros = fraction.match(/^0*/)?.[0].length ?? 0
  if (/^0+$/.test(whole) && leadingZeros >= 5 && leadingZeros < fraction.length) {
    const kept = fraction.slice(0, leadingZeros + SMALL_PRICE_DIGITS).replace(/0+$/, '')
    return `0.${kept}`
  }
  try {
    return formatBalance(parseAmount(last, QUOTE_DECIMALS), QUOTE_DECIMALS)
  } catch {
    return UNKNOWN
  }
}

/** The 24-hour change: red when negative, green when positive; '' (no history) is '--'. */
export function quotePercent(percent: string): { text: string; tone: QuoteTone } {
  const value = percent.trim()
  if (!/^[-+]?\d+(\.\d+)?$/.test(value)) return { text: UNKNOWN, tone: 'none' }
  const digits = value.replace(/^[-+]/, '')
  if (/^0+(\.0+)?$/.test(digits)) return { text: `${digits}%`, tone: 'flat' }
  return value.startsWith('-') ? { text: `-${digits}%`, tone: 'down' } : { text: `+${digits}%`, tone: 'up' }
}
