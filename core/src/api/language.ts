/** Languages of the `Show-Language` header; the first is the default. */
export const LANGUAGES = ['zh-CN', 'en-US', 'zh-HK', 'ko-KR', 'ja-JP'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'zh-CN'

/** Maps a header value ("en-US", "en", "ko_kr", "zh-TW" ...) to a supported language, else the default. */
export function resolveLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE
  const wanted = header.trim().replace('_', '-').toLowerCase()
  const exact = LANGUAGES.find((l) => l.toLowerCase() === wanted)
  if (exact) return exact
  if (wanted === 'zh-tw' || wanted === 'zh-hant' || wanted === 'zh-mo') return 'zh-HK'
  const base = wanted.split('-')[0]
  return LANGUAGES.find((l) => l.toLowerCase().startsWith(`${base}-`)) ?? DEFAULT_LANGUAGE
}
