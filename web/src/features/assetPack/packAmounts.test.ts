import { describe, expect, it } from 'vitest'
import {
  checkExchange,
  checkPledge,
  packProgress,
  percentOf,
  percentText,
  QUICK_PERCENTS,
  ratePercent,
} from './packAmounts'

const E18 = 10n ** 18n

describe('exchange popup amounts', () => {
  it('the quick percentages are 25, 50, 75 and 100 of the swap balance, rounded down, 100% exact', () => {
    expect(QUICK_PERCENTS).toEqual([25, 50, 75, 100])
    const balance = 1234n * E18 + 5n
    expect(percentOf(balance, 25)).toBe(308n * E18 + E18 / 2n + 1n)
    expect(percentOf(balance, 100)).toBe(balance)
    expect(percentOf(3n, 50)).toBe(1n)
    expect(percentOf(0n, 75)).toBe(0n)
    expect(percentText(1000n * E18, 25, 18)).toBe('250')
    expect(percentText(10n * E18 + 1n, 100, 18)).toBe('10.000000000000000001')
    expect(percentText(3n * 10n ** 6n, 50, 6)).toBe('1.5')
  })

  it('empty, 0 or unreadable is swap10; above the swap balance is swap11; otherwise the amount in base units', () => {
    for (const text of ['', ' ', '0', '0.0', 'abc', '-1'])
      expect(checkExchange(text, 18, E18)).toEqual({ ok: false, key: 'swap10' })
    expect(checkExchange('1.5', 18, E18)).toEqual({ ok: false, key: 'swap11' })
    expect(checkExchange('1', 18, undefined)).toEqual({ ok: false, key: 'swap11' })
    expect(checkExchange('1', 18, E18)).toEqual({ ok: true, amount: E18 })
    expect(checkExchange(' 0.25 ', 18, E18)).toEqual({ ok: true, amount: E18 / 4n })
  })
})

describe('pledge and held packs', () => {
  it('no package is swap10, usable below the package is swap11', () => {
    expect(checkPledge(undefined, '100')).toEqual({ ok: false, key: 'swap10' })
    expect(checkPledge('100', '99')).toEqual({ ok: false, key: 'swap11' })
    expect(checkPledge('100', undefined)).toEqual({ ok: false, key: 'swap11' })
    expect(checkPledge('100', '100')).toEqual({ ok: true })
  })

  it('progress is rewarded over output, whole percent, 100 only when paid out', () => {
    expect(packProgress('0', '150')).toBe(0)
    expect(packProgress('75', '150')).toBe(50)
    expect(packProgress('149', '150')).toBe(99)
    expect(packProgress('150', '150')).toBe(100)
    expect(packProgress('0', '0')).toBe(0)
  })
})

describe('rates', () => {
  it('ppm as a percent, exact', () => {
    expect(ratePercent(10_000)).toBe('1%')
    expect(ratePercent(12_000)).toBe('1.2%')
    expect(ratePercent(15_500)).toBe('1.55%')
  })
})
