export interface FormatAmountOptions {
  /** Keep at least this many fraction digits (pad with zeros), e.g. 6 for the spec's "6 fixed decimals". */
  minFractionDigits?: number
}

/**
 * Base units as a decimal string, cut (not rounded) to `maxFractionDigits` so a balance is never shown larger
 * than it is; trailing zeros dropped down to `minFractionDigits`. No floats, no grouping separators (that is the
 * locale's job at the edge). `formatAmount(1_234_567n, 6, 2) === '1.23'`.
 */
export function formatAmount(
  value: bigint,
  decimals: number,
  maxFractionDigits: number = decimals,
  options: FormatAmountOptions = {},
): string {
  if (!Number.isInteger(decimals) || decimals < 0) throw new Error('formatAmount: decimals must be a whole number')
  if (!Number.isInteger(maxFractionDigits) || maxFractionDigits < 0) {
    throw new Error('formatAmount: maxFractionDigits must be a whole number')
  }
  const minFractionDigits = Math.min(options.minFractionDigits ?? 0, maxFractionDigits)
  const negative = value < 0n
  const abs = negative ? -value : value
  const base = 10n ** BigInt(decimals)
  const whole = abs / base
  let fraction = (abs % base).toString().padStart(decimals, '0').slice(0, maxFractionDigits)
  fraction = fraction.padEnd(minFractionDigits, '0')
  let end = fraction.length
  while (end > minFractionDigits && fraction[end - 1] === '0') end--
  fraction = fraction.slice(0, end)
  const text = fraction ? `${whole}.${fraction}` : `${whole}`
  // '-0' would read as a sign error; a value cut to zero shows as zero
  return negative && /[1-9]/.test(text) ? `-${text}` : text
}
