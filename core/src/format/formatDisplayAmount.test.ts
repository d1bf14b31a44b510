import { describe, expect, test } from 'vitest'
import { parseAmount } from '../amount/parseAmount'
import { formatDisplayAmount } from './formatDisplayAmount'

describe('formatDisplayAmount', () => {
  test.each([
    ['0', '0'],
    ['0.123456789', '0.123456'],
    ['0.0000001', '0'],
    ['0.5', '0.5'],
    ['0.999999999', '0.999999'],
    ['1', '1'],
    ['1.23456789', '1.2345'],
    ['999.99999', '999.9999'],
    ['1000', '1000'],
    ['1234.5678', '1234.56'],
    ['999999.999', '999999.99'],
    ['1000000.99', '1000000'],
    ['123456789.123', '123456789'],
  ])('%s -> %s (18 decimals)', (text, expected) => {
    expect(formatDisplayAmount(parseAmount(text, 18), 18)).toBe(expected)
  })

  test('uses the token decimals and keeps the sign', () => {
    expect(formatDisplayAmount(1_234_567n, 6)).toBe('1.2345')
    expect(formatDisplayAmount(-1_234_567n, 6)).toBe('-1.2345')
    expect(formatDisplayAmount(12n, 0)).toBe('12')
  })
})
