import { DEFAULT_LANGUAGE, type Language, resolveLanguage } from '@phoswap/core/api/language'
import type { App } from '../types'

/** Header values seen so far, resolved once; bounded so odd values cannot grow it. */
const resolved = new Map<string, Language>()
const MAX_REMEMBERED = 64

function languageOf(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header[0] : header
  if (!value) return DEFAULT_LANGUAGE
  let lang = resolved.get(value)
  if (lang === undefined) {
    lang = resolveLanguage(value)
    if (resolved.size < MAX_REMEMBERED) resolved.set(value, lang)
  }
  return lang
}

/**
 * Reads `Show-Language` into `request.lang` before anything can fail, so every error is translated.
 * A callback hook, not an async one: it runs on every request, and a hit is a map lookup.
 */
export function languagePlugin(app: App): void {
  app.decorateRequest('lang', DEFAULT_LANGUAGE)
  app.addHook('onRequest', (request, _reply, done) => {
    request.lang = languageOf(request.headers['show-language'])
    done()
  })
}
