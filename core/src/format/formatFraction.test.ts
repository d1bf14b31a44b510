import { describe, expect, test } from 'vitest'
import { formatFraction } from './formatFraction'

const f = (numerator: bigint, denominator: bigint) => ({ numerator, denominator })

describe('formatFraction', () => {
  test.each([
    [f(1n, 3n), 4, {}, '0.3333'],
    [f(2n, 3n), 4, {}, '0.6666'],
    [f(2n, 3n), 4, { rounding: 'halfUp' as const }, '0.6667'],
    [f(1n, 8n), 2, { rounding: 'halfUp' as const }, '0.13'], // 0.125 -> half up
    [f(1n, 8n), 2, {}, '0.12'],
    [f(999n, 1000n), 2, { rounding: 'halfUp' as const }, '1'], // carries into the whole part
    [f(1n, 2n), 0, {}, '0'],
    [f(1n, 2n), 0, { rounding: 'halfUp' as const }, '1'],
    [f(5n, 1n), 8, { minFractionDigits: 8 }, '5.00000000'],
    [f(5n, 2n), 8, {}, '2.5'],
    [f(-5n, 2n), 2, {}, '-2.5'],
    [f(5n, -2n), 2, {}, '-2.5'],
    [f(-1n, 1000n), 2, {}, '0'],
    [f(0n, 7n), 2, { minFractionDigits: 2 }, '0.00'],
  ])('formatFraction(%o, %i, %o) = %j', (value, digits, options, expected) => {
    expect(formatFraction(value, digits, options)).toBe(expected)
  })

  test('refuses a zero denominator and bad digit counts', () => {
    expect(() => formatFraction(f(1n, 0n), 2)).toThrow()
    expect(() => formatFraction(f(1n, 1n), -1)).toThrow()
  })
})
