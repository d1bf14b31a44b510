import { describe, expect, it } from 'vitest'
import { ppmPercent } from './rewardQueries'

describe('ppmPercent', () => {
  it('shows ppm rates as exact percents', () => {
    expect(ppmPercent(1000)).toBe('0.1%')
    expect(ppmPercent(100_000)).toBe('10%')
    expect(ppmPercent(1)).toBe('0.0001%')
    expect(ppmPercent(0)).toBe('0%')
    expect(ppmPercent(1_000_000)).toBe('100%')
  })
})
