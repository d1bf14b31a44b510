import { describe, expect, it } from 'vitest'
import { chartGeometry } from './chartGeometry'

describe('chartGeometry', () => {
  it('maps the highest high to the top and the lowest low to the bottom', () => {
    const g = chartGeometry(
      [
        { t: 0, open: '1', high: '2', low: '0.5', close: '1.5' },
        { t: 60, open: '1.5', high: '3', low: '1', close: '1' },
      ],
      200,
      100,
    )!
    expect(g.min).toBe(0.5)
    expect(g.max).toBe(3)
    expect(g.candles[1]!.high).toBe(0)
    expect(g.candles[0]!.low).toBe(100)
    expect(g.candles[0]!.up).toBe(true)
    expect(g.candles[1]!.up).toBe(false)
    expect(g.line.startsWith('M50.00,')).toBe(true)
  })

  it('draws a flat series in a band and nothing for no data', () => {
    const g = chartGeometry([{ t: 0, open: '2', high: '2', low: '2', close: '2' }], 100, 100)!
    expect(g.min).toBeLessThan(2)
    expect(g.max).toBeGreaterThan(2)
    expect(chartGeometry([], 100, 100)).toBeNull()
  })
})
