import { describe, expect, it } from 'vitest'
import { rootFontSize } from './rootFontSize'

describe('rootFontSize', () => {
  it('is 16 px on the 375 px design width and follows the phone below 600 px, between 14 and 18', () => {
    expect(rootFontSize(375)).toBe(16)
    expect(rootFontSize(360)).toBe(15.36)
    expect(rootFontSize(300)).toBe(14)
    expect(rootFontSize(599)).toBe(18)
  })

  it('steps on the breakpoints 600, 900, 1250, 1500', () => {
    const sizes = [600, 899, 900, 1249, 1250, 1500, 1501, 2560].map(rootFontSize)
    expect(sizes).toEqual([16, 16, 17, 17, 18, 18, 19, 19])
  })
})
