import { describe, expect, it } from 'vitest'
import { pairAddress } from './pairAddress'

describe('pairAddress', () => {
  it('gives the Uniswap V2 USDC-WETH pair from its factory and init code hash', () => {
    expect(
      pairAddress(
        '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f',
        '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
        '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f',
      ),
    ).toBe('0xB4e16d0168e52d35CaCD2c6185b44281Ec28C9Dc')
  })
})
