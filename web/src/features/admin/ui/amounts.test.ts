import { describe, expect, it } from 'vitest'
import { coinText, parseCoinAmount, parsePercentPpm, ppmPercentText } from './amounts'

describe('parseCoinAmount', () => {
  it('converts coins to base units with the coin decimals, never through a float', () => {
    expect(parseCoinAmount('12.5', 6)).toEqual({ ok: true, value: 12_500_000n })
    expect(parseCoinAmount('100', 18)).toEqual({ ok: true, value: 100n * 10n ** 18n })
    expect(parseCoinAmount(' 1,250.75 ', 2)).toEqual({ ok: true, value: 125_075n })
    expect(parseCoinAmount('.5', 1)).toEqual({ ok: true, value: 5n })
    expect(parseCoinAmount('3.', 6)).toEqual({ ok: true, value: 3_000_000n })
    // 0.1 + 0.2 in floats is 0.30000000000000004: exact here.
    expect(parseCoinAmount('0.3', 18)).toEqual({ ok: true, value: 300_000_000_000_000_000n })
    expect(parseCoinAmount('123456789012345678901234567890.123456789012345678', 18)).toEqual({
      ok: true,
      value: 123456789012345678901234567890123456789012345678n,
    })
  })

  it('refuses too many decimals, negatives, zero, empty and non-numbers', () => {
    expect(parseCoinAmount('1.1234567', 6)).toEqual({ ok: false, error: 'decimals' })
    expect(parseCoinAmount('0.5', 0)).toEqual({ ok: false, error: 'decimals' })
    expect(parseCoinAmount('-1', 6)).toEqual({ ok: false, error: 'negative' })
    expect(parseCoinAmount('0', 6)).toEqual({ ok: false, error: 'zero' })
    expect(parseCoinAmount('0.000', 6)).toEqual({ ok: false, error: 'zero' })
    expect(parseCoinAmount('0', 6, { allowZero: true })).toEqual({ ok: true, value: 0n })
    expect(parseCoinAmount('', 6)).toEqual({ ok: false, error: 'empty' })
    expect(parseCoinAmount('   ', 6)).toEqual({ ok: false, error: 'empty' })
    for (const text of ['1e3', '12.5.1', 'abc', '0x10', '.', '--1', '1-', 'Infinity', 'NaN'])
      expect(parseCoinAmount(text, 6), text).toEqual({ ok: false, error: 'format' })
  })

  it('writes base units back as coins', () => {
    expect(coinText(12_500_000n, 6)).toBe('12.5')
    expect(coinText('1000000000000000000', 18)).toBe('1')
  })
})

describe('parsePercentPpm', () => {
  it('converts a percentage to ppm', () => {
    expect(parsePercentPpm('0.2')).toEqual({ ok: true, value: 2000 })
    expect(parsePercentPpm('1')).toEqual({ ok: true, value: 10_000 })
    expect(parsePercentPpm('0.0001')).toEqual({ ok: true, value: 1 })
    expect(parsePercentPpm('100')).toEqual({ ok: true, value: 1_000_000 })
    expect(parsePercentPpm('0')).toEqual({ ok: true, value: 0 })
    expect(parsePercentPpm('2.5%')).toEqual({ ok: true, value: 25_000 })
  })

  it('refuses more than 4 decimals, out of range, negatives and non-numbers', () => {
    expect(parsePercentPpm('0.00001')).toEqual({ ok: false, error: 'decimals' })
    expect(parsePercentPpm('100.0001')).toEqual({ ok: false, error: 'range' })
    expect(parsePercentPpm('20.5', { maxPercent: 20 })).toEqual({ ok: false, error: 'range' })
    expect(parsePercentPpm('-0.2')).toEqual({ ok: false, error: 'negative' })
    expect(parsePercentPpm('')).toEqual({ ok: false, error: 'empty' })
    expect(parsePercentPpm('two')).toEqual({ ok: false, error: 'format' })
  })

  it('writes ppm back as a percentage', () => {
    expect(ppmPercentText(2000)).toBe('0.2')
    expect(ppmPercentText('1000000')).toBe('100')
    expect(ppmPercentText(1n)).toBe('0.0001')
  })
})
