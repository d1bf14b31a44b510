import { describe, expect, test } from 'vitest'
import { getAmountOut } from './getAmountOut'

const e18 = 10n ** 18n

describe('getAmountOut', () => {
  test.each([
    // Uniswap V2 periphery tests: router.getAmountOut(2, 100, 100) == 1
    [2n, 100n, 100n, 1n],
    // Uniswap V2 router test: 1e18 into 5e18 / 10e18 reserves
    [1n * e18, 5n * e18, 10n * e18, 1662497915624478906n],
    // 1000 * 997 * 1000 / (1000 * 1000 + 1000 * 997) = 499 (rounded down from 499.249...)
    [1000n, 1000n, 1000n, 499n],
    [1n, 1000n, 1000n, 0n],
    [1n, 1n, 1n, 0n],
    [10n ** 30n, 1n, 1000n, 999n],
  ])('getAmountOut(%s, %s, %s) = %s', (amountIn, reserveIn, reserveOut, expected) => {
    expect(getAmountOut(amountIn, reserveIn, reserveOut)).toBe(expected)
  })

  test.each([
    [0n, 100n, 100n, 'INSUFFICIENT_INPUT_AMOUNT'],
    [-1n, 100n, 100n, 'INSUFFICIENT_INPUT_AMOUNT'],
    [1n, 0n, 100n, 'INSUFFICIENT_LIQUIDITY'],
    [1n, 100n, 0n, 'INSUFFICIENT_LIQUIDITY'],
    [1n, -5n, 100n, 'INSUFFICIENT_LIQUIDITY'],
  ])('getAmountOut(%s, %s, %s) throws %s', (amountIn, reserveIn, reserveOut, message) => {
    expect(() => getAmountOut(amountIn, reserveIn, reserveOut)).toThrowError(new Error(message))
  })

  test('checks the input amount before the reserves, as the library does', () => {
    expect(() => getAmountOut(0n, 0n, 0n)).toThrowError(new Error('INSUFFICIENT_INPUT_AMOUNT'))
  })

  test('keeps the constant product with the fee: (x + 0.997 dx)(y - dy) >= x y', () => {
    const x = 123_456_789n * e18
    const y = 987_654n * 10n ** 6n
    for (const dx of [1n, 10n ** 12n, 5n * e18, 10n ** 24n]) {
      const dy = getAmountOut(dx, x, y)
      expect((x * 1000n + dx * 997n) * (y - dy)).toBeGreaterThanOrEqual(x * y * 1000n)
      // and one more unit out would break it: the output is the largest the pair allows
      expect((x * 1000n + dx * 997n) * (y - dy - 1n)).toBeLessThan(x * y * 1000n)
    }
  })
})
