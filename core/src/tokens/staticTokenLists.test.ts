import { isAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { STATIC_TOKEN_LISTS } from './staticTokenLists'
import { NATIVE_TOKEN_ADDRESS } from './token'

describe('STATIC_TOKEN_LISTS', () => {
  test('every address is EIP-55 checksummed (a mistyped address fails this)', () => {
    for (const tokens of Object.values(STATIC_TOKEN_LISTS)) {
      for (const token of tokens) expect(isAddress(token.address, { strict: true }), token.symbol).toBe(true)
    }
  })

  test.each([
    [66, 'OKT', ['OKT', 'WOKT', 'USDT', 'USDC', 'OKB', 'ETHK', 'BTCK', 'DAI']],
    [137, 'POL', ['POL', 'WPOL', 'USDT', 'USDC', 'WETH', 'DAI']],
    [56, 'BNB', ['BNB', 'WBNB', 'USDT', 'USDC', 'BUSD']],
    [31337, 'ETH', ['ETH']],
  ])('chain %i lists native %s first, then %j', (chainId, native, symbols) => {
    const tokens = STATIC_TOKEN_LISTS[chainId]!
    expect(tokens.map((t) => t.symbol)).toEqual(symbols)
    expect(tokens[0]).toMatchObject({ symbol: native, address: NATIVE_TOKEN_ADDRESS, decimals: 18 })
    for (const token of tokens) expect(token.chainId).toBe(chainId)
  })

  test('chain 878 has a list, and it is empty', () => {
    expect(STATIC_TOKEN_LISTS[878]).toEqual([])
  })

  test('decimals: 18 everywhere except the 6-decimal Polygon stablecoins', () => {
    const six = Object.values(STATIC_TOKEN_LISTS)
      .flat()
      .filter((t) => t.decimals !== 18)
      .map((t) => `${t.chainId}:${t.symbol}:${t.decimals}`)
    expect(six).toEqual(['137:USDT:6', '137:USDC:6'])
  })

  test('no address appears twice on a chain', () => {
    for (const tokens of Object.values(STATIC_TOKEN_LISTS)) {
      const addresses = tokens.map((t) => t.address.toLowerCase())
      expect(new Set(addresses).size).toBe(addresses.length)
    }
  })
})
