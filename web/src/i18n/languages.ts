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

/** A year, in seconds. */
const COOKIE_MAX_AGE = 365 * 24 * 3600

/**
 * The choice as a cookie too (same name as the storage key): the server renders the home page in it
 * (server/src/plugins/webApp.ts), as it cannot read local storage.
 */
function writeLanguageCookie(language: Language): void {
  if (typeof document === 'undefined') return
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the app supports
  document.cookie = `${LANG_STORAGE_KEY}=${language}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`
}

export function storeLanguage(language: Language): void {
  writeLanguageCookie(language)
  try {
    globalThis.localStorage?.setItem(LANG_STORAGE_KEY, language)
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

/** Gives a choice stored before the cookie existed (or whose cookie expired) to the server from the next load on. */
export function syncLanguageCookie(): void {
  let stored: string | null = null
  try {
    stored = globalThis.localStorage?.getItem(LANG_STORAGE_KEY) ?? null
  } catch {
    return
  }
  if (!isLanguage(stored)) return
  if (!document.cookie.split(/;\s*/).includes(`${LANG_STORAGE_KEY}=${stored}`)) writeLanguageCookie(stored)
}
