import { describe, expect, test } from 'vitest'
import { priceImpactTier } from './priceImpactTier'

const bps = (n: bigint) => ({ numerator: n, denominator: 10_000n })

describe('priceImpactTier', () => {
  test.each([
    [bps(-10n), 'low'],
    [bps(0n), 'low'],
    [bps(100n), 'low'],
    [bps(101n), 'medium'],
    [bps(200n), 'medium'],
    [bps(201n), 'high'],
    [bps(500n), 'high'],
    [bps(501n), 'severe'],
    [bps(10_000n), 'severe'],
  ])('%o -> %s', (impact, expected) => {
    expect(priceImpactTier(impact)).toBe(expected)
  })
})
