import { formatDisplayAmount } from '@phoswap/core/format/formatDisplayAmount'

/** The placeholder for a value we do not know: never a made-up number. */
export const UNKNOWN = '--'

/** Thousands grouping of the whole part: core leaves separators to the edge (here). */
export function groupThousands(text: string): string {
  const [whole = '', fraction] = text.split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return fraction === undefined ? grouped : `${grouped}.${fraction}`
}

/** A balance for lists: core's sized decimals (cut, not rounded), grouped; '--' while unknown. */
export function formatBalance(value: bigint | undefined | null, decimals: number): string {
  if (value === undefined || value === null) return UNKNOWN
  return groupThousands(formatDisplayAmount(value, decimals))
}

export function formatBlockNumber(value: bigint | undefined): string {
  return value === undefined ? UNKNOWN : groupThousands(value.toString())
}
