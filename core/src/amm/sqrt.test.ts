import { describe, expect, it } from 'vitest'
import { sqrt } from './sqrt'

describe('sqrt', () => {
  it('is the floor of the square root', () => {
    expect([0n, 1n, 2n, 3n, 4n, 8n, 9n, 10n].map(sqrt)).toEqual([0n, 1n, 1n, 1n, 2n, 2n, 3n, 3n])
  })

  it('holds r² ≤ v < (r+1)² on large values', () => {
    for (const v of [10n ** 36n, 10n ** 36n - 1n, 2n ** 224n + 12345n, 123_456_789_012_345_678_901_234_567n]) {
      const r = sqrt(v)
      expect(r * r <= v && v < (r + 1n) * (r + 1n)).toBe(true)
    }
  })

  it('refuses a negative value', () => {
    expect(() => sqrt(-1n)).toThrow('negative')
  })
})
