import { describe, expect, test } from 'vitest'
import { getAmountsOut } from './getAmountsOut'
import { priceImpact } from './priceImpact'

const e18 = 10n ** 18n

/** Impact in hundredths of a basis point, rounded down, to compare with hand-computed values. */
function centiBps(f: { numerator: bigint; denominator: bigint }): bigint {
  return (f.numerator * 1_000_000n) / f.denominator
}

describe('priceImpact', () => {
  test('100 in, 69 out at a mid price of 1 is 31%', () => {
    // quoted at mid price: 100; (100 - 69) / 100
    const impact = priceImpact(100n, 69n, [[1000n, 1000n]])
    expect(impact.numerator * 100n).toBe(31n * impact.denominator)
  })

  test('a tiny trade shows only the 0.3% fee', () => {
    const reserves = [[1000n * e18, 2000n * e18]] as const
    const amountIn = 10n ** 9n
    const out = getAmountsOut(amountIn, reserves)[1]!
    const impact = priceImpact(amountIn, out, reserves)
    expect(centiBps(impact)).toBe(3000n) // 0.30%
  })

  test('half the pool in: 1 - 0.997 / 1.4985 = 33.4668%', () => {
    const reserves = [[1000n * e18, 1000n * e18]] as const
    const out = getAmountsOut(500n * e18, reserves)[1]!
    expect(centiBps(priceImpact(500n * e18, out, reserves))).toBe(334668n)
  })

  test('two hops compose the mid price of both pools', () => {
    const reserves = [
      [1000n, 1000n],
      [1000n, 1000n],
    ] as const
    const out = getAmountsOut(100n, reserves)[2]!
    expect(out).toBe(82n)
    const impact = priceImpact(100n, out, reserves)
    expect(impact).toEqual({ numerator: 100n * 1000n * 1000n - 82n * 1000n * 1000n, denominator: 100n * 10n ** 6n })
  })

  test('a better-than-mid output gives a negative impact rather than hiding it', () => {
    expect(priceImpact(100n, 250n, [[1000n, 2000n]]).numerator).toBeLessThan(0n)
  })

  test.each([
    ['no input', 0n, [[1n, 1n]], 'INSUFFICIENT_INPUT_AMOUNT'],
    ['an empty pool', 1n, [[0n, 1n]], 'INSUFFICIENT_LIQUIDITY'],
    ['no hops', 1n, [], 'INVALID_PATH'],
  ] as const)('%s throws', (_case, amountIn, reserves, message) => {
    expect(() => priceImpact(amountIn, 0n, reserves)).toThrowError(new Error(message))
  })
})
