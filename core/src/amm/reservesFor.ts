import type { Address } from 'viem'
import { sortTokens } from './sortTokens'

/**
 * A pair's reserves in the order (tokenA, tokenB), from `getReserves`' (reserve0, reserve1): the library's
 * `getReserves` without the call. Throws as `sortTokens` does for identical or malformed addresses.
 */
export function reservesFor(tokenA: Address, tokenB: Address, reserve0: bigint, reserve1: bigint): [bigint, bigint] {
  const [token0] = sortTokens(tokenA, tokenB)
  return BigInt(token0) === BigInt(tokenA) ? [reserve0, reserve1] : [reserve1, reserve0]
}
