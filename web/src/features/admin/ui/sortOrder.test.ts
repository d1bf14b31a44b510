import { BannerAddBodySchema } from '@phoswap/core/api/admin'
import { describe, expect, it } from 'vitest'
import { isSortOrder } from './sortOrder'

describe('isSortOrder', () => {
  it('takes the whole numbers the banner and pack schemas take, as typed', () => {
    const { minimum, maximum } = BannerAddBodySchema.properties.sort as { minimum: number; maximum: number }
    for (const text of ['0', '7', '-3', ' 12 ', String(maximum), String(minimum)]) expect(isSortOrder(text)).toBe(true)
  })

  it('refuses what the API would refuse: beyond the range, fractions, empty and words', () => {
    for (const text of ['1000001', '-1000001', '12345678', '1.5', '', ' ', '1e3', 'abc', '+4'])
      expect(isSortOrder(text)).toBe(false)
  })
})
