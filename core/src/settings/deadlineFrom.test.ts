import { describe, expect, test } from 'vitest'
import { deadlineFrom } from './deadlineFrom'

describe('deadlineFrom', () => {
  test.each([
    [1_700_000_000n, 20, 1_700_001_200n],
    [1_700_000_000, 20, 1_700_001_200n],
    [1_700_000_000.9, 1, 1_700_000_060n],
    [0, 0, 0n],
  ])('deadlineFrom(%s, %i) = %s', (now, minutes, expected) => {
    expect(deadlineFrom(now, minutes)).toBe(expected)
  })

  test('refuses fractional or negative minutes', () => {
    expect(() => deadlineFrom(0, 1.5)).toThrow()
    expect(() => deadlineFrom(0, -1)).toThrow()
  })
})
