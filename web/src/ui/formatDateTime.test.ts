import { describe, expect, it } from 'vitest'
import { formatDateTime } from './formatDateTime'

// 2026-11-27 15:43 UTC
const at = Date.UTC(2026, 10, 27, 15, 43)

describe('formatDateTime', () => {
  it('says the date in the UI language, never in the US form for Chinese', () => {
    const en = formatDateTime(at, 'en-US')
    expect(en).toContain('2026')
    expect(en).toMatch(/Nov/)
    const zh = formatDateTime(at, 'zh-CN')
    expect(zh).toMatch(/2026年11月2[78]日/)
    expect(zh).not.toMatch(/Nov|\d{1,2}\/\d{1,2}\/2026/)
    expect(formatDateTime(at, 'zh-HK')).toMatch(/2026年11月2[78]日/)
    expect(formatDateTime(at, 'ja-JP')).toMatch(/2026\/11\/2[78]/)
    expect(formatDateTime(at, 'ko-KR')).toMatch(/2026\. 11\. 2[78]\./)
  })

  it('reads ISO strings and Dates, and shows -- for what is not a date', () => {
    expect(formatDateTime('2026-11-25T02:40:07.000Z', 'zh-CN')).toMatch(/2026年11月25日/)
    expect(formatDateTime(new Date(at), 'en-US')).toMatch(/2026/)
    expect(formatDateTime('not a date', 'zh-CN')).toBe('--')
  })
})
