import { describe, expect, test } from 'vitest'
import { formatDate } from './formatDate'

describe('formatDate', () => {
  test.each([
    [Date.UTC(2024, 0, 5, 12), 0, '2024-01-05'],
    [Date.UTC(2024, 11, 31, 23, 59), 0, '2024-12-31'],
    [Date.UTC(2024, 11, 31, 16), 480, '2025-01-01'], // 16:00 UTC is midnight in UTC+8
    [Date.UTC(2024, 11, 31, 15, 59), 480, '2024-12-31'],
    [Date.UTC(2024, 0, 1, 2), -300, '2023-12-31'],
    [Date.UTC(2024, 1, 29), 0, '2024-02-29'],
    [0, 0, '1970-01-01'],
    [new Date(Date.UTC(2023, 6, 4)), 0, '2023-07-04'],
    ['2023-07-04T10:00:00Z', 0, '2023-07-04'],
    ['2023-07-04T20:00:00Z', 480, '2023-07-05'],
    ['garbage', 0, '--'],
    [Number.NaN, 0, '--'],
    [8.64e15 + 1, 0, '--'],
  ])('formatDate(%j, %i) = %s', (value, offset, expected) => {
    expect(formatDate(value, offset)).toBe(expected)
  })
})
