import type { Page } from 'playwright-core'
import { englishLeft, flatTexts } from '../../web/src/i18n/englishLeft'

/** One text a user meets: shown on screen, or an accessible name, title, alt or placeholder. */
export interface ShownText {
  text: string
  /** What shows it: `text`, `aria-label`, `aria-labelledby`, `title`, `alt`, `placeholder`, `document.title`. */
  kind: string
  /** The element (tag and the nearest test id), for the failure message. */
  where: string
}

/**
 * Every text of the page a user sees or hears: visible text nodes (visually hidden ones a screen reader reads
 * included), and the accessible names and hints of elements that are shown.
 */
export function shownTexts(page: Page): Promise<ShownText[]> {
  return page.evaluate(() => {
    const out: { text: string; kind: string; where: string }[] = []
    const where = (el: Element) => {
      const id = el.closest('[data-testid]')?.getAttribute('data-testid')
      return `${el.tagName.toLowerCase()}${id ? ` in [data-testid="${id}"]` : ''}`
    }
    const shown = (el: Element) => el.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions)
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement
      const text = node.textContent?.trim() ?? ''
      if (!el || !text || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(el.tagName) || !shown(el)) continue
      out.push({ text, kind: 'text', where: where(el) })
    }
    for (const el of document.body.querySelectorAll('[aria-label], [title], [alt], [placeholder], [aria-labelledby]')) {
      if (!shown(el)) continue
      for (const kind of ['aria-label', 'title', 'alt', 'placeholder']) {
        const text = el.getAttribute(kind)?.trim()
        if (text) out.push({ text, kind, where: where(el) })
      }
      for (const id of el.getAttribute('aria-labelledby')?.split(/\s+/) ?? []) {
        const text = document.getElementById(id)?.textContent?.trim()
        if (text) out.push({ text, kind: 'aria-labelledby', where: where(el) })
      }
    }
    out.push({ text: document.title, kind: 'document.title', where: 'head' })
    return out
  })
}

/** A translation key as i18next returns it when it has no text: `icons.settings`, `swap:icons.history`. */
const DOTTED_KEY = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/
const NAMESPACED_KEY = /^[a-z][A-Za-z0-9]*:[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$/

/**
 * Whether a shown text is a raw translation key: shaped like one (a trailing count as in "icons.history 2"
 * aside), one of the app's own keys (`connectionTimedOut`, `swap65`), or a text with its `{{placeholders}}` unfilled.
 */
export function looksLikeKey(text: string, knownKeys: ReadonlySet<string>): boolean {
  const bare = text.replace(/\s+\d+$/, '')
  return (
    DOTTED_KEY.test(bare) ||
    NAMESPACED_KEY.test(bare) ||
    knownKeys.has(bare) ||
    text.includes('{{') ||
    text.includes('}}')
  )
}

/**
 * Every key of a set of locale modules: the shared catalogue's as they are (`connectionTimedOut`, `swap65`); a
 * feature's with its namespace, and plain when it cannot be a word shown on purpose (`noWallet`, not `title`).
 */
export function keysOf(modules: { namespace: string | null; texts: unknown }[]): Set<string> {
  const keys = new Set<string>()
  for (const { namespace, texts } of modules) {
    for (const [key] of flatTexts(texts)) {
      if (!namespace || /[A-Z0-9]/.test(key)) keys.add(key)
      if (namespace) keys.add(`${namespace}:${key}`)
    }
  }
  return keys
}

/**
 * The en-US texts that hold English words (not only names, symbols and figures), as patterns matching a whole
 * shown text (`{{placeholders}}` match anything): seeing one in another language is English left there.
 */
export function englishPatterns(texts: unknown[]): RegExp[] {
  const patterns = new Map<string, RegExp>()
  for (const module of texts) {
    for (const [, value] of flatTexts(module)) {
      if (englishLeft(value).length === 0) continue
      const source = value
        .trim()
        .split(/\{\{\w+\}\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.+?')
      patterns.set(source, new RegExp(`^${source}$`))
    }
  }
  return [...patterns.values()]
}
