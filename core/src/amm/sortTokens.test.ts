import { zeroAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { sortTokens } from './sortTokens'

const WBNB = '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c'
const USDT = '0x55d398326f99059fF775485246999027B3197955'

describe('sortTokens', () => {
  test('puts the lower address first, whichever order it gets', () => {
    expect(sortTokens(WBNB, USDT)).toEqual([USDT, WBNB])
    expect(sortTokens(USDT, WBNB)).toEqual([USDT, WBNB])
  })

  test('compares by value, not by letter case, and returns checksummed addresses', () => {
    // '0xB...' < '0xa...' as strings, but 0xa... < 0xb... as numbers
    const a = '0xa000000000000000000000000000000000000001'
    const b = '0xB000000000000000000000000000000000000000'
    expect(sortTokens(b, a)).toEqual(['0xA000000000000000000000000000000000000001', b])
    expect(sortTokens(WBNB.toLowerCase() as `0x${string}`, USDT)).toEqual([USDT, WBNB])
  })

  test.each([
    [USDT, USDT, 'IDENTICAL_ADDRESSES'],
    [USDT, USDT.toLowerCase(), 'IDENTICAL_ADDRESSES'],
    [zeroAddress, USDT, 'ZERO_ADDRESS'],
    [USDT, zeroAddress, 'ZERO_ADDRESS'],
  ])('sortTokens(%s, %s) throws %s', (a, b, message) => {
    expect(() => sortTokens(a as `0x${string}`, b as `0x${string}`)).toThrowError(new Error(message))
  })

  test('refuses a malformed address', () => {
    expect(() => sortTokens('0x1234', USDT)).toThrow()
  })
})
