import { describe, expect, test } from 'vitest'
import { isMessageKey } from './isMessageKey'

describe('isMessageKey', () => {
  test.each([
    ['swap26', true],
    ['serverError', true],
    ['swap9999', false],
    ['toString', false],
    ['__proto__', false],
    ['', false],
    [26, false],
    [null, false],
  ])('isMessageKey(%j) is %s', (value, expected) => {
    expect(isMessageKey(value)).toBe(expected)
  })
})
