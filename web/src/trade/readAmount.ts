import { parseAmount } from '@phoswap/core/amount'

/** The typed text in base units, or why not: empty text is no amount, unreadable text is a parse error. */
export function readAmount(text: string, decimals: number): { amount: bigint | null; error: boolean } {
  if (text.trim() === '') return { amount: null, error: false }
  try {
    return { amount: parseAmount(text.trim(), decimals), error: false }
  } catch {
    return { amount: null, error: true }
  }
}
