import { describe, expect, it } from 'vitest'
import { quoteLastText, quotePercent } from './quoteDisplay'

describe('market quote display', () => {
  it("shows '--' for an empty last price or percent", () => {
    expect(quoteLastText('')).toBe('--')
    expect(quotePercent('')).toEqual({ text: '--', tone: 'none' })
    expect(quotePercent('NaN')).toEqual({ text: '--', tone: 'none' })
  })

  it('colours a negative change red (down) and a positive one green (up)', () => {
    expect(quotePercent('-1.25')).toEqual({ text: '-1.25%', tone: 'down' })
    expect(quotePercent('3.50')).toEqual({ text: '+3.50%', tone: 'up' })
    expect(quotePercent('0.00')).toEqual({ text: '0.00%', tone: 'flat' })
    expect(quotePercent('-0.00')).toEqual({ text: '0.00%', tone: 'flat' })
  })

  it('sizes the last price: more decimals for small prices, grouped thousands for large ones', () => {
    expect(quoteLastText('0.5')).toBe('0.5')
    expect(quoteLastText('0.123456789')).toBe('0.123456')
    expect(quoteLastText('65432.1234')).toBe('65,432.12')
    expect(quoteLastText('1.')).toBe('--')
    expect(quoteLastText('0')).toBe('0')
  })

  it('keeps four significant digits of a tiny price instead of showing 0', () => {
    expect(quoteLastText('0.000000833333333333')).toBe('0.0000008333')
    expect(quoteLastText('0.000166666666666666')).toBe('0.000166')
    expect(quoteLastText('0.00000100')).toBe('0.000001')
  })
})
