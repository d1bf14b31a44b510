import { describe, expect, test } from 'vitest'
import { minimumAmountOut } from './minimumAmountOut'

describe('minimumAmountOut', () => {
  test.each([
    [10_000n, 0, 10_000n],
    [10_010n, 10, 10_000n], // 0.1%: 10010 / 1.001
    [1_000_000n, 50, 995_024n], // 0.5%: 1e6 / 1.005 = 995024.87
    [1_000_000n, 100, 990_099n], // 1%
    [1n, 10, 0n],
    [0n, 10, 0n],
  ])('minimumAmountOut(%s, %i bps) = %s', (amount, bps, expected) => {
    expect(minimumAmountOut(amount, bps)).toBe(expected)
  })

  test.each([-1, 0.5, Number.NaN])('refuses slippage %s', (bps) => {
    expect(() => minimumAmountOut(1n, bps)).toThrow()
  })
})
