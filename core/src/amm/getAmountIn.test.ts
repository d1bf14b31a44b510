import { describe, expect, test } from 'vitest'
import { getAmountIn } from './getAmountIn'
import { getAmountOut } from './getAmountOut'

const e18 = 10n ** 18n

describe('getAmountIn', () => {
  test.each([
    // Uniswap V2 periphery tests: router.getAmountIn(1, 100, 100) == 2
    [1n, 100n, 100n, 2n],
    // Uniswap V2 router test: 1e18 out of 10e18 / 5e18 reserves needs 557227237267357629
    [1n * e18, 5n * e18, 10n * e18, 557227237267357629n],
    // 100 * 500 * 1000 / (500 * 997) = 100.30... -> 100 + 1
    [500n, 100n, 1000n, 101n],
    // exact division still adds 1, as the library does: 997 * 1 * 1000 / (1 * 997) = 1000 -> 1001
    [1n, 997n, 2n, 1001n],
    [999n, 1n, 1000n, 1003n],
  ])('getAmountIn(%s, %s, %s) = %s', (amountOut, reserveIn, reserveOut, expected) => {
    expect(getAmountIn(amountOut, reserveIn, reserveOut)).toBe(expected)
  })

  test.each([
    [0n, 100n, 100n, 'INSUFFICIENT_OUTPUT_AMOUNT'],
    [-1n, 100n, 100n, 'INSUFFICIENT_OUTPUT_AMOUNT'],
    [1n, 0n, 100n, 'INSUFFICIENT_LIQUIDITY'],
    [1n, 100n, 0n, 'INSUFFICIENT_LIQUIDITY'],
    [100n, 100n, 100n, 'INSUFFICIENT_LIQUIDITY'],
    [101n, 100n, 100n, 'INSUFFICIENT_LIQUIDITY'],
  ])('getAmountIn(%s, %s, %s) throws %s', (amountOut, reserveIn, reserveOut, message) => {
    expect(() => getAmountIn(amountOut, reserveIn, reserveOut)).toThrowError(new Error(message))
  })

  test('the input it asks for always buys at least the output', () => {
    const reserveIn = 3_000_000n * e18
    const reserveOut = 1_234_567n * 10n ** 6n
    for (const out of [1n, 999n, 10n ** 6n, 10n ** 12n, reserveOut - 1n]) {
      const amountIn = getAmountIn(out, reserveIn, reserveOut)
      expect(getAmountOut(amountIn, reserveIn, reserveOut)).toBeGreaterThanOrEqual(out)
    }
  })
})
