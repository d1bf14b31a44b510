import { describe, expect, test } from 'vitest'
import { displayedFee } from './displayedFee'

describe('displayedFee', () => {
  test.each([
    [10n ** 18n, 25n * 10n ** 14n],
    [10_000n, 25n],
    [399n, 0n],
    [400n, 1n],
    [0n, 0n],
  ])('displayedFee(%s) = %s', (amountIn, expected) => {
    expect(displayedFee(amountIn)).toBe(expected)
  })
})
