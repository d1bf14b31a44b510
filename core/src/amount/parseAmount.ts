/** The spec's text when an amount string cannot be read (too many decimals, not a number). */
export const PARSE_AMOUNT_ERROR = 'Cannot parse as bignumber'

const PLAIN_DECIMAL = /^(\d*)(?:\.(\d*))?$/

/**
 * A user-typed decimal string in base units: `parseAmount('1.5', 6) === 1_500_000n`.
 * Accepts digits with at most one dot ('1', '1.', '.5', '0.25'); at most `decimals` fraction digits, counted as
 * typed (trailing zeros included). Anything else (empty, sign, exponent, spaces, commas, too many
 * fraction digits) throws an Error with the message "Cannot parse as bignumber".
 */
export function parseAmount(value: string, decimals: number): bigint {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) throw new Error(PARSE_AMOUNT_ERROR)
  const match = PLAIN_DECIMAL.exec(value)
  if (!match) throw new Error(PARSE_AMOUNT_ERROR)
  const whole = match[1] ?? ''
  const fraction = match[2] ?? ''
  if (whole === '' && fraction === '') throw new Error(PARSE_AMOUNT_ERROR)
  if (fraction.length > decimals) throw new Error(PARSE_AMOUNT_ERROR)
  return BigInt(whole + fraction.padEnd(decimals, '0'))
}
