import { describe, expect, test } from 'vitest'
import { priceOf } from '../amm/priceOf'
import { formatPrice } from './formatPrice'

const e18 = 10n ** 18n

describe('formatPrice', () => {
  test.each([
    // 1 PHO (18 dec) for 2 USDT (6 dec)
    [priceOf(e18, 18, 2_000_000n, 6), '2.00000000'],
    [priceOf(2_000_000n, 6, e18, 18), '0.50000000'],
    [priceOf(3n * e18, 18, e18, 18), '0.33333333'],
    [priceOf(3n * e18, 18, 2n * e18, 18), '0.66666666'], // cut, not rounded
    [priceOf(10n ** 30n, 18, 1n, 18), '0.00000000'],
    [priceOf(1n, 18, 10n ** 30n, 18), '1000000000000000000000000000000.00000000'],
  ])('%o -> %s', (price, expected) => {
    expect(formatPrice(price)).toBe(expected)
  })
})
