import { type Address, concat, getCreate2Address, type Hex, keccak256 } from 'viem'
import { pairInitCodeHash } from '../abi/pairInitCodeHash'
import { sortTokens } from './sortTokens'

/**
 * The pair of two tokens (any order) as the factory creates it, `UniswapV2Library.pairFor`: CREATE2 from the
 * factory with salt keccak256(token0 ++ token1) and the pair's init code hash. Lets a screen or a script reach a
 * pair without a `getPair` round trip; a pair that was never created has no code at that address.
 * The init code hash defaults to our Pair's; pass another to address a different V2 deployment.
 */
export function pairFor(
  factory: Address,
  tokenA: Address,
  tokenB: Address,
  initCodeHash: Hex = pairInitCodeHash,
): { pair: Address; token0: Address; token1: Address } {
  const [token0, token1] = sortTokens(tokenA, tokenB)
  // encodePacked of two addresses is their 40 bytes, as concat gives them (sortTokens checked both): without
  // encodePacked's type table and CREATE's RLP, which every trade screen would load (route budget, issue 17).
  const pair = getCreate2Address({
    from: factory,
    salt: keccak256(concat([token0, token1])),
    bytecodeHash: initCodeHash,
  })
  return { pair, token0, token1 }
}
