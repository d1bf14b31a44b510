import { describe, expect, it } from 'vitest'
import { pairFor } from './pairFor'

const factory = '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f'
const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const weth = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const uniswapInitCodeHash = '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f'

describe('pairFor', () => {
  it("gives Uniswap V2's USDC-WETH pair from its factory and init code hash, in either token order", () => {
    const expected = { pair: '0xB4e16d0168e52d35CaCD2c6185b44281Ec28C9Dc', token0: usdc, token1: weth }
    expect(pairFor(factory, usdc, weth, uniswapInitCodeHash)).toEqual(expected)
    expect(pairFor(factory, weth, usdc, uniswapInitCodeHash)).toEqual(expected)
  })

  it("uses our Pair's init code hash by default", () => {
    expect(pairFor(factory, usdc, weth).pair).not.toBe('0xB4e16d0168e52d35CaCD2c6185b44281Ec28C9Dc')
  })
})
