import { describe, expect, test } from 'vitest'
import { parseAmount } from './parseAmount'

describe('parseAmount', () => {
  test.each([
    ['1', 18, 10n ** 18n],
    ['1.5', 6, 1_500_000n],
    ['0.000001', 6, 1n],
    ['1.000000', 6, 1_000_000n],
    ['.5', 2, 50n],
    ['5.', 2, 500n],
    ['0', 18, 0n],
    ['0.0', 18, 0n],
    ['007.10', 2, 710n],
    ['12345678901234567890.123456789012345678', 18, 12345678901234567890123456789012345678n],
    ['42', 0, 42n],
    ['115792089237316195423570985008687907853269984665640564039457.584007913129639935', 18, 2n ** 256n - 1n],
  ])('parseAmount(%j, %i) = %s', (value, decimals, expected) => {
    expect(parseAmount(value, decimals)).toBe(expected)
  })

  test.each([
    ['', 18],
    ['.', 18],
    ['1.0000001', 6],
    ['1.0', 0],
    ['-1', 18],
    ['+1', 18],
    ['1e18', 18],
    ['1E3', 18],
    [' 1', 18],
    ['1 ', 18],
    ['1,5', 18],
    ['1.2.3', 18],
    ['0x10', 18],
    ['abc', 18],
    ['Infinity', 18],
    ['NaN', 18],
    ['１', 18],
    ['1', -1],
    ['1', 1.5],
  ])('parseAmount(%j, %s) throws "Cannot parse as bignumber"', (value, decimals) => {
    expect(() => parseAmount(value, decimals)).toThrowError(new Error('Cannot parse as bignumber'))
  })
})
