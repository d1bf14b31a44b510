import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LANGUAGE, getStoredLanguage, LANGUAGES, type Language, storeLanguage } from './languages'
import { loadMessages } from './loadMessages'

export const i18n = i18next.createInstance()

function reflect(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language
}

/** Starts i18next with the stored language (`lang`), falling back to zh-CN for any missing key. */
export async function initI18n(): Promise<void> {
  const language = getStoredLanguage()
  const [fallback, current] = await Promise.all([loadMessages(DEFAULT_LANGUAGE), loadMessages(language)])
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources: { [DEFAULT_LANGUAGE]: { translation: fallback }, [language]: { translation: current } },
    interpolation: { escapeValue: false },
  })
  reflect(language)
}

export async function changeLanguage(language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await loadMessages(language))
  }
  storeLanguage(language)
  await i18n.changeLanguage(language)
  reflect(language)
}

/** Translates outside React (the HTTP client, wallet flows). */
export function t(key: string, options?: Record<string, unknown>): string {
  return options ? i18n.t(key, options) : i18n.t(key)
}
