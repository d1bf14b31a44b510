import { pairInitCodeHash } from '@phoswap/core/abi/pairInitCodeHash'
import { sortTokens } from '@phoswap/core/amm'
import { type Address, encodePacked, getContractAddress, keccak256 } from 'viem'

/**
 * The pair of two tokens (any order) and its token0, as the factory creates it (CREATE2 with the pair's init code
 * hash), so a screen reads a pair's reserves without a getPair round trip; a pair not created has no code there.
 */
export function pairFor(factory: Address, tokenA: Address, tokenB: Address): { pair: Address; token0: Address } {
  const [token0, token1] = sortTokens(tokenA, tokenB)
  const pair = getContractAddress({
    opcode: 'CREATE2',
    from: factory,
    salt: keccak256(encodePacked(['address', 'address'], [token0, token1])),
    bytecodeHash: pairInitCodeHash,
  })
  return { pair, token0 }
}

/** Reserves of a pair in the order of (tokenA, tokenB). */
export function reservesFor(token0: Address, tokenA: Address, reserve0: bigint, reserve1: bigint): [bigint, bigint] {
  return token0.toLowerCase() === tokenA.toLowerCase() ? [reserve0, reserve1] : [reserve1, reserve0]
}
