import type { Fraction } from '../amm/priceImpact'

export interface FormatFractionOptions {
  /** Pad to at least this many fraction digits; default 0 (trailing zeros dropped). */
  minFractionDigits?: number
  /** 'down' cuts toward zero (amounts, prices); 'halfUp' rounds half away from zero (percentages). */
  rounding?: 'down' | 'halfUp'
}

/** An exact ratio as a decimal string with at most `maxFractionDigits` digits; the base of every display rule. */
export function formatFraction(
  value: Fraction,
  maxFractionDigits: number,
  options: FormatFractionOptions = {},
): string {
  const { numerator, denominator } = value
  if (denominator === 0n) throw new Error('formatFraction: zero denominator')
  if (!Number.isInteger(maxFractionDigits) || maxFractionDigits < 0) {
    throw new Error('formatFraction: maxFractionDigits must be a whole number')
  }
  const negative = numerator < 0n !== denominator < 0n && numerator !== 0n
  const n = numerator < 0n ? -numerator : numerator
  const d = denominator < 0n ? -denominator : denominator
  const scale = 10n ** BigInt(maxFractionDigits)
  let scaled = (n * scale) / d
  if (options.rounding === 'halfUp' && ((n * scale) % d) * 2n >= d) scaled += 1n
  const whole = scaled / scale
  let fraction = maxFractionDigits > 0 ? (scaled % scale).toString().padStart(maxFractionDigits, '0') : ''
  const min = Math.min(options.minFractionDigits ?? 0, maxFractionDigits)
  let end = fraction.length
  while (end > min && fraction[end - 1] === '0') end--
  fraction = fraction.slice(0, end)
  const text = fraction ? `${whole}.${fraction}` : `${whole}`
  return negative && /[1-9]/.test(text) ? `-${text}` : text
}
