import { describe, expect, test } from 'vitest'
import { formatPoolShare } from './formatPoolShare'

const f = (numerator: bigint, denominator: bigint) => ({ numerator, denominator })

describe('formatPoolShare', () => {
  test.each([
    [f(0n, 100n), '0%'],
    [f(1n, 1_000_000n), '<0.01%'],
    [f(99n, 1_000_000n), '<0.01%'],
    [f(1n, 10_000n), '0.01%'],
    [f(1n, 3n), '33.33%'],
    [f(2n, 3n), '66.66%'],
    [f(1n, 2n), '50.00%'],
    [f(999_999n, 1_000_000n), '99.99%'],
    [f(1n, 1n), '>100%'],
    [f(3n, 2n), '>100%'],
  ])('%o -> %s', (share, expected) => {
    expect(formatPoolShare(share)).toBe(expected)
  })

  test('refuses an empty total supply', () => {
    expect(() => formatPoolShare(f(0n, 0n))).toThrow()
  })
})
