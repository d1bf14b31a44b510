import type { TransferTaxes } from '@phoswap/core/routing'
import type { Address } from 'viem'

export interface PathTax {
  address: Address
  bps: number
  /** How many times the path moves the token through a pair: 1 when bought or sold, 2 when it is a middle hop. */
  transfers: 1 | 2
}

/**
 * The transfer taxes a swap path pays (PHO's buy/sell tax): a taxed token at either end is bought or sold once; in
 * the middle of a two-hop route it is bought and then sold, so it pays twice.
 */
export function pathTaxes(path: readonly Address[], taxes: TransferTaxes): PathTax[] {
  const last = path.length - 1
  return path.flatMap((address, i) => {
    const bps = taxes[address.toLowerCase()]
    if (!bps) return []
    return [{ address, bps, transfers: i === 0 || i === last ? 1 : 2 } satisfies PathTax]
  })
}
