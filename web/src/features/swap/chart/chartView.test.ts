import { describe, expect, it } from 'vitest'
import { chartView } from './chartView'

describe('chart popup content', () => {
  it('says there is no pool when the pair has none', () => {
    expect(chartView({ hasPair: false, status: 'pending', points: 0 })).toBe('noPair')
  })
  it('shows "no price history yet" for an indexed pair without candles and for a pair not indexed (404)', () => {
    expect(chartView({ hasPair: true, status: 'success', points: 0 })).toBe('noHistory')
    expect(chartView({ hasPair: true, status: 'error', errorStatus: 404, points: 0 })).toBe('noHistory')
  })
  it('reports a real failure as one', () => {
    expect(chartView({ hasPair: true, status: 'error', errorStatus: 500, points: 0 })).toBe('failed')
    expect(chartView({ hasPair: true, status: 'error', points: 0 })).toBe('failed')
  })
  it('draws the chart once there is a point, and nothing while loading', () => {
    expect(chartView({ hasPair: true, status: 'success', points: 1 })).toBe('chart')
    expect(chartView({ hasPair: true, status: 'pending', points: 0 })).toBe('loading')
  })
})
