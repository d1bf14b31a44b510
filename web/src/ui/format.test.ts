import { describe, expect, it } from 'vitest'
import { formatBalance, formatBlockNumber, groupThousands, shortenAddress } from './format'

describe('shortenAddress', () => {
  it('keeps 0x, the first 4 hex digits and the last 4', () => {
    expect(shortenAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')).toBe('0x7099...79C8')
  })
})

describe('formatBalance', () => {
  it('shows -- when the value is unknown', () => {
    expect(formatBalance(undefined, 18)).toBe('--')
  })

  it('uses fewer decimals as the number grows, cut not rounded, grouped by thousands', () => {
    expect(formatBalance(0n, 18)).toBe('0')
    expect(formatBalance(1_234_567_890_000_000_000n, 18)).toBe('1.2345')
    expect(formatBalance(123_456_789n, 6)).toBe('123.4567')
    expect(formatBalance(10_000_999_999_999_999_999_999n, 18)).toBe('10,000.99')
  })
})

describe('groupThousands and formatBlockNumber', () => {
  it('group the whole part only', () => {
    expect(groupThousands('1234567.891')).toBe('1,234,567.891')
    expect(formatBlockNumber(12345678n)).toBe('12,345,678')
    expect(formatBlockNumber(undefined)).toBe('--')
  })
})
