import type { Address } from 'viem'

/** Reserves of a pair in the order of (tokenA, tokenB). */
export function reservesFor(token0: Address, tokenA: Address, reserve0: bigint, reserve1: bigint): [bigint, bigint] {
  return token0.toLowerCase() === tokenA.toLowerCase() ? [reserve0, reserve1] : [reserve1, reserve0]
}
