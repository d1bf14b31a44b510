import { describe, expect, it } from 'vitest'
import { noticeDate } from './noticeDate'

describe('noticeDate', () => {
  it('writes yyyy-MM-dd', () => {
    expect(noticeDate(1_735_732_800).text).toMatch(/^2025-01-0[12]$/)
    expect(noticeDate(1_735_732_800).iso).toBe('2025-01-01T12:00:00.000Z')
  })

  it("shows '--' for a time no date can hold, without throwing", () => {
    expect(noticeDate(Number.MAX_SAFE_INTEGER)).toEqual({ text: '--', iso: undefined })
  })
})
