import { i18n } from './i18n'
import type { Language } from './languages'

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> }

/** A feature's texts in the five languages; every language has the default locale's keys (checked by tsc). */
export type NamespaceBundles<T> = { 'zh-CN': T } & Record<Exclude<Language, 'zh-CN'>, Shape<T>>

/**
 * Registers a feature's own i18n namespace when its (lazy) chunk loads, so a feature's texts ship with the
 * feature and features do not edit one shared locale file. Use with `useTranslation('<namespace>')`.
 */
export function registerNamespace<T extends object>(namespace: string, bundles: NamespaceBundles<T>): void {
  for (const [language, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, bundle, true, false)
  }
}
