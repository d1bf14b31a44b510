import { describe, expect, test } from 'vitest'
import { formatAmount } from './formatAmount'
import { parseAmount } from './parseAmount'

describe('formatAmount', () => {
  test.each([
    [1_234_567n, 6, 2, undefined, '1.23'],
    [1_239_999n, 6, 2, undefined, '1.23'], // cut, never rounded up
    [1_500_000n, 6, 6, undefined, '1.5'],
    [1_500_000n, 6, 6, 6, '1.500000'],
    [1_000_000n, 6, 6, undefined, '1'],
    [1_000_000n, 6, 2, 2, '1.00'],
    [0n, 18, 6, undefined, '0'],
    [0n, 18, 6, 6, '0.000000'],
    [1n, 18, 6, undefined, '0'],
    [1n, 18, 18, undefined, '0.000000000000000001'],
    [10n ** 18n, 18, 0, undefined, '1'],
    [123n, 0, 4, undefined, '123'],
    [
      2n ** 256n - 1n,
      18,
      18,
      undefined,
      '115792089237316195423570985008687907853269984665640564039457.584007913129639935',
    ],
    [-1_500_000n, 6, 2, undefined, '-1.5'],
    [-1n, 6, 2, undefined, '0'],
    [5n, 2, 4, 4, '0.0500'],
    [5n, 2, 1, 4, '0.0'], // min is capped by max
  ])('formatAmount(%s, %i, %i, min %s) = %j', (value, decimals, max, min, expected) => {
    expect(formatAmount(value, decimals, max, min === undefined ? {} : { minFractionDigits: min })).toBe(expected)
  })

  test('defaults to all decimals', () => {
    expect(formatAmount(1_234_567n, 6)).toBe('1.234567')
  })

  test('round-trips with parseAmount', () => {
    for (const text of ['0', '1', '0.000001', '123456.789', '99999999999.999999']) {
      expect(formatAmount(parseAmount(text, 6), 6)).toBe(text)
    }
  })

  test('refuses bad digit counts', () => {
    expect(() => formatAmount(1n, -1)).toThrow()
    expect(() => formatAmount(1n, 6, 1.5)).toThrow()
  })
})
