import { describe, expect, test } from 'vitest'
import { maximumAmountIn } from './maximumAmountIn'

describe('maximumAmountIn', () => {
  test.each([
    [10_000n, 0, 10_000n],
    [10_000n, 10, 10_010n],
    [1_000_000n, 50, 1_005_000n],
    [999n, 100, 1_008n], // 1008.99 rounded down
    [0n, 100, 0n],
  ])('maximumAmountIn(%s, %i bps) = %s', (amount, bps, expected) => {
    expect(maximumAmountIn(amount, bps)).toBe(expected)
  })

  test.each([-1, 1.5])('refuses slippage %s', (bps) => {
    expect(() => maximumAmountIn(1n, bps)).toThrow()
  })
})
