import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LANGUAGE, getStoredLanguage, isLanguage, LANGUAGES, type Language, storeLanguage } from './languages'
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

type TextsLoader = () => Promise<object>

/** Feature namespaces whose texts load per language: the loaders of each, by language (the default ships as is). */
const perLanguage = new Map<string, Partial<Record<Language, TextsLoader>>>()
/** The language being switched to, while its texts load (a feature registering meanwhile loads them too). */
let switchingTo: Language | null = null

/** Loads a namespace's texts in one language unless they are in already or the namespace has none to load. */
async function loadNamespace(namespace: string, language: Language): Promise<void> {
  const load = perLanguage.get(namespace)?.[language]
  if (!load || i18n.hasResourceBundle(language, namespace)) return
  const texts = await load()
  if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, texts, true, false)
}

/** Loads of feature texts under way: a screen or popup waits for them before it renders (textsLoaded). */
const loading = new Set<Promise<void>>()

/**
 * Registers a namespace's per-language loaders and starts loading its texts in the current language (and in one
 * being switched to); textsLoaded() resolves once they are in.
 */
export function loadNamespaceLanguages(namespace: string, loaders: Partial<Record<Language, TextsLoader>>): void {
  if (!perLanguage.has(namespace)) perLanguage.set(namespace, loaders)
  const languages = [...new Set([i18n.language, switchingTo].filter(isLanguage))]
  const load = Promise.all(languages.map((language) => loadNamespace(namespace, language))).then(() => undefined)
  loading.add(load)
  void load.finally(() => loading.delete(load))
}

/**
 * Resolves once the feature texts registered so far are in, in the current language: the router and onDemand wait
 * for it after loading a screen's or a popup's code, so nothing renders with the fallback texts first. A failed load
 * leaves the fallback (zh-CN) texts, as a missing key does.
 */
export async function textsLoaded(): Promise<void> {
  await Promise.allSettled([...loading])
}

export async function changeLanguage(language: Language): Promise<void> {
  switchingTo = language
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await loadMessages(language))
  }
  await Promise.all([...perLanguage.keys()].map((namespace) => loadNamespace(namespace, language)))
  switchingTo = null
  storeLanguage(language)
  await i18n.changeLanguage(language)
  reflect(language)
}

/** Translates outside React (the HTTP client, wallet flows). */
export function t(key: string, options?: Record<string, unknown>): string {
  return options ? i18n.t(key, options) : i18n.t(key)
}
