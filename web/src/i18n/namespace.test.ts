import { describe, expect, it } from 'vitest'
import { expectCompleteNamespace } from './expectCompleteNamespace'

describe('expectCompleteNamespace', () => {
  const complete = {
    'zh-CN': { a: '甲 {{n}}', b: { c: '乙' } },
    'en-US': { a: 'A {{n}}', b: { c: 'B' } },
    'zh-HK': { a: '甲 {{n}}', b: { c: '乙' } },
    'ko-KR': { a: '가 {{n}}', b: { c: '나' } },
    'ja-JP': { a: 'あ {{n}}', b: { c: 'い' } },
  }

  it('accepts a namespace with every key in every language', () => {
    expect(() => expectCompleteNamespace(complete)).not.toThrow()
  })

  it('refuses a missing placeholder or an empty text', () => {
    expect(() => expectCompleteNamespace({ ...complete, 'ko-KR': { a: '가', b: { c: '나' } } })).toThrow()
    expect(() => expectCompleteNamespace({ ...complete, 'ja-JP': { a: 'あ {{n}}', b: { c: ' ' } } })).toThrow()
  })
})
