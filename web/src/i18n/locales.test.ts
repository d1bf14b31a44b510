import { MESSAGE_KEYS } from '@phoswap/core/messages/keys'
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from './languages'
import { loadMessages } from './loadMessages'

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix]
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k))
}

function valueAt(messages: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages)
}

describe('locales', async () => {
  const all = await Promise.all(LANGUAGES.map(async (language) => [language, await loadMessages(language)] as const))
  const reference = keysOf(all[0]![1])

  it('covers the five languages of the spec, zh-CN first', () => {
    expect(LANGUAGES).toEqual(['zh-CN', 'en-US', 'zh-HK', 'ko-KR', 'ja-JP'])
  })

  for (const [language, messages] of all) {
    it(`${language} has every key, each a non-empty text, and no extra key`, () => {
      const keys = keysOf(messages)
      expect(keys.sort()).toEqual([...reference].sort())
      for (const key of keys) expect(String(valueAt(messages, key)).trim(), `${language} ${key}`).not.toBe('')
    })

    it(`${language} keeps the interpolation placeholders of the default locale`, () => {
      for (const key of reference) {
        const placeholders = (s: unknown) => (String(s).match(/\{\{\w+\}\}/g) ?? []).sort()
        expect(placeholders(valueAt(messages, key)), `${language} ${key}`).toEqual(
          placeholders(valueAt(all[0]![1], key)),
        )
      }
    })
  }

  it('holds every key of the shared catalogue (core/src/messages/keys.ts), spec keys such as swap65 included', () => {
    for (const key of MESSAGE_KEYS) expect(reference).toContain(key)
    for (const key of ['swap10', 'swap12', 'swap26', 'swap65', 'swap74']) expect(reference).toContain(key)
  })

  it('translates: the non-Chinese locales do not just repeat the default texts', () => {
    const zh = all[0]![1]
    for (const [language, messages] of all.slice(1)) {
      if (language === 'zh-HK') continue
      expect(valueAt(messages, 'swap65')).not.toBe(valueAt(zh, 'swap65'))
      expect(valueAt(messages, 'connectionTimedOut')).not.toBe(valueAt(zh, 'connectionTimedOut'))
    }
  })
})
