import { type Address, getAddress } from 'viem'

/**
 * The pair's token order, as `UniswapV2Library.sortTokens`: lower address first, compared as numbers, so the
 * letter case of the input does not matter. Returns checksummed addresses. Throws `IDENTICAL_ADDRESSES` or
 * `ZERO_ADDRESS` where the library reverts, and viem's InvalidAddressError for a malformed address.
 */
export function sortTokens(tokenA: Address, tokenB: Address): [token0: Address, token1: Address] {
  const a = getAddress(tokenA)
  const b = getAddress(tokenB)
  const aValue = BigInt(a)
  const bValue = BigInt(b)
  if (aValue === bValue) throw new Error('IDENTICAL_ADDRESSES')
  const [token0, token1] = aValue < bValue ? [a, b] : [b, a]
  if (BigInt(token0) === 0n) throw new Error('ZERO_ADDRESS')
  return [token0, token1]
}
