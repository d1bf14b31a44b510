import { describe, expect, test } from 'vitest'
import { formatConfirmAmount } from './formatConfirmAmount'

describe('formatConfirmAmount', () => {
  test.each([
    [1_500_000n, 6, '1.500000'],
    [1234567891234567891n, 18, '1.234567'],
    [1n, 18, '0.000000'],
    [0n, 18, '0.000000'],
    [42n, 0, '42.000000'],
  ])('formatConfirmAmount(%s, %i) = %j', (value, decimals, expected) => {
    expect(formatConfirmAmount(value, decimals)).toBe(expected)
  })
})
