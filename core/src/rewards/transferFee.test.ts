import { describe, expect, it } from 'vitest'
import { MAX_AMOUNT, maxWithdrawal, quoteFromAmount, quoteTransfer, withdrawFee } from './transferFee'

describe('transfer fee', () => {
  it('adds fee = received × rate, rounded up to a base unit', () => {
    expect(quoteTransfer(1_000_000n, 1000)).toEqual({ received: 1_000_000n, fee: 1000n, amount: 1_001_000n })
    expect(quoteTransfer(1_000_001n, 1000)).toEqual({ received: 1_000_001n, fee: 1001n, amount: 1_001_002n })
    expect(quoteTransfer(1n, 1000)).toEqual({ received: 1n, fee: 1n, amount: 2n })
    expect(quoteTransfer(10n ** 18n, 2500)?.fee).toBe(25n * 10n ** 14n)
  })

  it('has no fee at rate 0 and doubles at 100%', () => {
    expect(quoteTransfer(123n, 0)).toEqual({ received: 123n, fee: 0n, amount: 123n })
    expect(quoteTransfer(123n, 1_000_000)).toEqual({ received: 123n, fee: 123n, amount: 246n })
  })

  it('refuses zero, negative and totals beyond 78 digits', () => {
    expect(quoteTransfer(0n, 1000)).toBeNull()
    expect(quoteTransfer(-5n, 1000)).toBeNull()
    expect(quoteTransfer(MAX_AMOUNT, 0)?.amount).toBe(MAX_AMOUNT)
    expect(quoteTransfer(MAX_AMOUNT, 1)).toBeNull()
    expect(quoteFromAmount(MAX_AMOUNT + 1n, 0)).toBeNull()
    expect(quoteFromAmount(0n, 1000)).toBeNull()
  })

  it('refuses a rate outside 0..1,000,000 ppm', () => {
    expect(() => quoteTransfer(1n, -1)).toThrow(RangeError)
    expect(() => quoteTransfer(1n, 1_000_001)).toThrow(RangeError)
    expect(() => quoteFromAmount(1n, 0.5)).toThrow(RangeError)
  })

  it('finds the one quote with a given amount, or none', () => {
    expect(quoteFromAmount(1_001_000n, 1000)).toEqual({ received: 1_000_000n, fee: 1000n, amount: 1_001_000n })
    expect(quoteFromAmount(2n, 1000)).toEqual({ received: 1n, fee: 1n, amount: 2n })
    // 1 received costs 2, so a total of 1 has no quote; 1,001,001 falls between two received amounts.
    expect(quoteFromAmount(1n, 1000)).toBeNull()
    expect(quoteFromAmount(1_001_001n, 1000)).toBeNull()
    expect(quoteFromAmount(7n, 0)?.received).toBe(7n)
    const big = quoteTransfer(10n ** 76n + 12_345n, 999_999)!
    expect(quoteFromAmount(big.amount, 999_999)).toEqual(big)
  })

  it('round-trips every received amount over many rates', () => {
    for (const rate of [0, 1, 7, 999, 1000, 3333, 250_000, 999_999, 1_000_000]) {
      const seen = new Set<bigint>()
      for (let received = 1n; received <= 3000n; received++) {
        const quote = quoteTransfer(received, rate)!
        expect(quoteFromAmount(quote.amount, rate)).toEqual(quote)
        seen.add(quote.amount)
      }
      // Totals that no received amount gives have no quote.
      for (let amount = 1n; amount <= 3000n; amount++) {
        if (!seen.has(amount)) expect(quoteFromAmount(amount, rate)).toBeNull()
      }
    }
  })
})

describe('withdraw fee', () => {
  it('is amount × ppm / 1,000,000 rounded up to a base unit: 999 units at 0.1 % pay 1', () => {
    expect(withdrawFee(999n, 1000)).toBe(1n)
    expect(withdrawFee(10n ** 18n, 1000)).toBe(10n ** 15n)
    expect(() => withdrawFee(1n, -1)).toThrow(RangeError)
    expect(() => withdrawFee(1n, 1_000_001)).toThrow(RangeError)
  })

  it.each([
    // amount, ppm, fee
    [0n, 1000, 0n],
    [1n, 1000, 1n],
    [1n, 1, 1n],
    [999n, 1000, 1n],
    [1000n, 1000, 1n],
    [1001n, 1000, 2n],
    [2000n, 1000, 2n],
    [1_000_000n, 1000, 1000n],
    [1_000_001n, 1000, 1001n],
    [1_000_000n, 0, 0n],
    [1n, 0, 0n],
    [123n, 1_000_000, 123n],
    [3n, 333_333, 1n],
    [3n, 333_334, 2n],
  ])('withdrawFee(%s, %s ppm) = %s', (amount, ppm, fee) => {
    expect(withdrawFee(amount, ppm)).toBe(fee)
  })

  it('gives the same fee as a transfer of that amount', () => {
    for (const rate of [1, 999, 1000, 3333, 250_000, 1_000_000])
      for (let amount = 1n; amount <= 2500n; amount++)
        expect(withdrawFee(amount, rate)).toBe(quoteTransfer(amount, rate)!.fee)
  })

  it('finds the largest withdrawal whose amount + fee fits what is available', () => {
    for (const rate of [0, 1, 999, 1000, 3333, 250_000, 1_000_000])
      for (let available = 0n; available <= 2500n; available++) {
        const max = maxWithdrawal(available, rate)
        if (max > 0n) expect(max + withdrawFee(max, rate)).toBeLessThanOrEqual(available)
        expect(max + 1n + withdrawFee(max + 1n, rate)).toBeGreaterThan(available)
      }
    expect(maxWithdrawal(1001n, 1000)).toBe(1000n)
    expect(maxWithdrawal(1000n, 1000)).toBe(999n)
  })
})
