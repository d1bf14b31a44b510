import { describe, expect, it } from 'vitest'
import { formatTxTime, shortTxHash } from './txRecordRow'

// 2026-11-27 15:43 UTC
const at = Date.UTC(2026, 10, 27, 15, 43)

describe('transaction history rows', () => {
  it('says the time in the reader’s language', () => {
    const en = formatTxTime(at, 'en-US')
    expect(en).toContain('2026')
    expect(en).toMatch(/Nov/)
    expect(formatTxTime(at, 'zh-CN')).toMatch(/2026年11月27日/)
    expect(formatTxTime(at, 'ja-JP')).toMatch(/2026\/11\/27/)
    expect(formatTxTime(at, 'ko-KR')).toMatch(/2026\. 11\. 27\./)
  })

  it('shortens a 66-character hash to its head and tail', () => {
    const hash = `0x${'ab'.repeat(31)}cd`
    expect(hash).toHaveLength(66)
    expect(shortTxHash(hash)).toBe('0xababab…abababcd')
  })
})
