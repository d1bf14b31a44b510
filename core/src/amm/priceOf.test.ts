import { describe, expect, test } from 'vitest'
import { priceOf } from './priceOf'

describe('priceOf', () => {
  test.each([
    [10n ** 18n, 18, 2_000_000n, 6, 2n, 1n],
    [2_000_000n, 6, 10n ** 18n, 18, 1n, 2n],
    [3n, 0, 1n, 0, 1n, 3n],
  ])('priceOf(%s, %i, %s, %i) = %s/%s', (base, baseDecimals, quote, quoteDecimals, n, d) => {
    const price = priceOf(base, baseDecimals, quote, quoteDecimals)
    expect(price.numerator * d).toBe(n * price.denominator)
  })

  test('throws INSUFFICIENT_LIQUIDITY for an empty base side', () => {
    expect(() => priceOf(0n, 18, 1n, 18)).toThrowError(new Error('INSUFFICIENT_LIQUIDITY'))
  })
})
