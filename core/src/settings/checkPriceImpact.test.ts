import { describe, expect, test } from 'vitest'
import { checkPriceImpact } from './checkPriceImpact'

const bps = (n: bigint) => ({ numerator: n, denominator: 10_000n })

describe('checkPriceImpact', () => {
  test.each([
    [bps(0n), false, 'ok'],
    [bps(1000n), false, 'ok'], // exactly 10%: not above
    [bps(1001n), false, 'warn'],
    [bps(1999n), false, 'warn'],
    [bps(2000n), false, 'block'], // 20% or more
    [bps(9999n), false, 'block'],
    [bps(1500n), true, 'ok'],
    [bps(2000n), true, 'ok'],
    [{ numerator: -1n, denominator: 3n }, false, 'ok'],
  ])('%o, expert %s -> %s', (impact, expert, expected) => {
    expect(checkPriceImpact(impact, expert)).toBe(expected)
  })
})
