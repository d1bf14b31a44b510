import { describe, expect, test } from 'vitest'
import { maxSpendable } from './maxSpendable'

const e16 = 10n ** 16n

describe('maxSpendable', () => {
  test.each([
    [10n ** 18n, 18, 10n ** 18n - e16], // 1 - 0.01
    [e16 + 1n, 18, 1n],
    [e16, 18, 0n], // exactly 0.01: not above it
    [e16 - 1n, 18, 0n],
    [0n, 18, 0n],
    [1_000_000n, 6, 990_000n],
    [5n, 0, 4n], // no hundredths: keep one whole unit
  ])('maxSpendable(%s, %i) = %s', (balance, decimals, expected) => {
    expect(maxSpendable(balance, decimals)).toBe(expected)
  })

  test('defaults to 18 decimals', () => {
    expect(maxSpendable(2n * 10n ** 18n)).toBe(2n * 10n ** 18n - e16)
  })
})
