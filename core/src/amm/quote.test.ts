import { describe, expect, test } from 'vitest'
import { quote } from './quote'

describe('quote', () => {
  test.each([
    // Uniswap V2 periphery tests
    [1n, 100n, 200n, 2n],
    [2n, 200n, 100n, 1n],
    // rounds down
    [1n, 3n, 2n, 0n],
    [10n ** 18n, 5n * 10n ** 18n, 10n * 10n ** 6n, 2n * 10n ** 6n],
  ])('quote(%s, %s, %s) = %s', (amountA, reserveA, reserveB, expected) => {
    expect(quote(amountA, reserveA, reserveB)).toBe(expected)
  })

  test.each([
    [0n, 100n, 200n, 'INSUFFICIENT_AMOUNT'],
    [-1n, 100n, 200n, 'INSUFFICIENT_AMOUNT'],
    [1n, 0n, 200n, 'INSUFFICIENT_LIQUIDITY'],
    [1n, 100n, 0n, 'INSUFFICIENT_LIQUIDITY'],
  ])('quote(%s, %s, %s) throws %s', (amountA, reserveA, reserveB, message) => {
    expect(() => quote(amountA, reserveA, reserveB)).toThrowError(new Error(message))
  })
})
