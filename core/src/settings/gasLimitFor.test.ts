import { describe, expect, test } from 'vitest'
import { gasLimitFor } from './gasLimitFor'

describe('gasLimitFor', () => {
  test.each([
    [21_000n, 23_100n],
    [100_000n, 110_000n],
    [123_457n, 135_802n], // 135802.7 rounded down
    [0n, 0n],
  ])('gasLimitFor(%s) = %s', (estimate, expected) => {
    expect(gasLimitFor(estimate)).toBe(expected)
  })
})
