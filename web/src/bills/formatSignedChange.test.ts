import { describe, expect, it } from 'vitest'
import { formatSignedChange } from './formatSignedChange'

describe('formatSignedChange', () => {
  it('bills show the one amount format with a sign', () => {
    expect(formatSignedChange('1500000000000000000', 18, 'en-US')).toBe('+1.5')
    expect(formatSignedChange('-1500000000000000000', 18, 'en-US')).toBe('-1.5')
    expect(formatSignedChange('10000000000000000000000', 18, 'zh-CN')).toBe('+10,000')
    expect(formatSignedChange('0', 18, 'en-US')).toBe('0')
    expect(formatSignedChange('junk', 18, 'en-US')).toBe('--')
  })
})
