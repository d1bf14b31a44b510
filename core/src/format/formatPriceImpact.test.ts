import { describe, expect, test } from 'vitest'
import { formatPriceImpact } from './formatPriceImpact'

const bps = (n: bigint) => ({ numerator: n, denominator: 10_000n })

describe('formatPriceImpact', () => {
  test.each([
    [{ numerator: -5n, denominator: 100n }, '<0.01%'],
    [bps(0n), '<0.01%'],
    [{ numerator: 99n, denominator: 1_000_000n }, '<0.01%'],
    [bps(1n), '0.01%'],
    [{ numerator: 1249n, denominator: 10_000_000n }, '0.01%'], // 0.01249% rounds down
    [{ numerator: 125n, denominator: 1_000_000n }, '0.01%'], // 0.0125%: the third digit is 2, so 0.01
    [{ numerator: 15n, denominator: 100_000n }, '0.02%'], // 0.015% rounds half up
    [bps(30n), '0.30%'],
    [{ numerator: 1n, denominator: 3n }, '33.33%'],
    [{ numerator: 2n, denominator: 3n }, '66.67%'],
    [bps(9975n), '99.75%'],
    [bps(9976n), '99.75%'],
    [bps(10_000n), '99.75%'],
  ])('%o -> %s', (impact, expected) => {
    expect(formatPriceImpact(impact)).toBe(expected)
  })
})
