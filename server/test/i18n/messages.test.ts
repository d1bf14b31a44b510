import { ErrorCode } from '@phoswap/core/api/errorCodes'
import { LANGUAGES, resolveLanguage } from '@phoswap/core/api/language'
import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../../src/i18n/messages'

describe('server message catalogue', () => {
  it('has every error key and success', () => {
    expect(Object.keys(MESSAGES).sort()).toEqual([...Object.keys(ErrorCode), 'success'].sort())
  })

  it.each(Object.keys(MESSAGES))('%s exists, non-empty, in every language', (key) => {
    const entry = MESSAGES[key as keyof typeof MESSAGES]
    for (const language of LANGUAGES) expect(entry[language]?.trim(), `${key} ${language}`).toBeTruthy()
    expect(entry['en-US']).not.toBe(entry['zh-CN'])
  })

  it('maps Show-Language values to a supported language, zh-CN by default', () => {
    expect(resolveLanguage(undefined)).toBe('zh-CN')
    expect(resolveLanguage('en-US')).toBe('en-US')
    expect(resolveLanguage('en')).toBe('en-US')
    expect(resolveLanguage('ja_jp')).toBe('ja-JP')
    expect(resolveLanguage('zh-TW')).toBe('zh-HK')
    expect(resolveLanguage('fr-FR')).toBe('zh-CN')
  })
})
