import { parseAmount } from '@phoswap/core/amount/parseAmount'

/** Reads the typed amount: null for empty, unreadable or 0 (the no-input case). */
export function readStakeInput(text: string, decimals: number): bigint | null {
  try {
    const value = parseAmount(text.trim(), decimals)
    return value > 0n ? value : null
  } catch {
    return null
  }
}
