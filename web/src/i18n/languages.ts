import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@phoswap/core/api/language'

export { DEFAULT_LANGUAGE, LANGUAGES, type Language }

/** Each language named in itself, as the language picker shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  'zh-CN': '简体中文',
  'en-US': 'English',
  'zh-HK': '繁體中文',
  'ko-KR': '한국어',
  'ja-JP': '日本語',
}

/** The spec's storage key for the chosen language. */
export const LANG_STORAGE_KEY = 'lang'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

export function getStoredLanguage(): Language {
  try {
    const stored = globalThis.localStorage?.getItem(LANG_STORAGE_KEY)
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE
  } catch {
    return DEFAULT_LANGUAGE
  }
}

export function storeLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANG_STORAGE_KEY, language)
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}
