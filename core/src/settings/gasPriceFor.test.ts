import { describe, expect, test } from 'vitest'
import { gasPriceFor } from './gasPriceFor'

describe('gasPriceFor', () => {
  test.each([
    [1_000_000_000n, 1, 1_500_000_000n],
    [1_000_000_000n, 2, 2_000_000_000n],
    [1_000_000_000n, 3, 2_500_000_000n],
    [3n, 1, 4n], // 4.5 rounded down
    [3n, 3, 7n], // 7.5 rounded down
    [0n, 3, 0n],
  ] as const)('gasPriceFor(%s, type %i) = %s', (price, type, expected) => {
    expect(gasPriceFor(price, type)).toBe(expected)
  })

  test('refuses an unknown type', () => {
    expect(() => gasPriceFor(1n, 4 as 1)).toThrow()
  })
})
