import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LANGUAGE, getStoredLanguage, LANGUAGES, type Language, storeLanguage } from './languages'
import { loadMessages } from './loadMessages'

export const i18n = i18next.createInstance()

/** The document follows the chosen language: its `lang` (screen readers' voice) and its meta description. */
function reflect(language: Language): void {
  if (typeof document === 'undefined') return
  document.documentElement.lang = language
  document.querySelector('meta[name="description"]')?.setAttribute('content', i18n.t('app.description'))
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
