import { formatBalance, UNKNOWN } from '../ui/formatNumber'

/** A bill's change with its sign: "+1.5" credited, "-1.5" debited (formatBalance's digits). */
export function formatSignedChange(change: string, decimals: number, locale?: string): string {
  const text = formatBalance(change, decimals, locale)
  return text.startsWith('-') || text === UNKNOWN || !/[1-9]/.test(text) ? text : `+${text}`
}
