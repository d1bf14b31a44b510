import { i18n, loadNamespaceLanguages } from './i18n'
import { DEFAULT_LANGUAGE, type Language } from './languages'

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

/** A feature's texts: the default locale's as they are, each other language's as a loader of its own chunk. */
export type NamespaceLoaders<T> = { 'zh-CN': T } & Record<Exclude<Language, 'zh-CN'>, () => Promise<Shape<T>>>

/**
 * As registerNamespace, but only the default locale (every language's fallback) ships with the feature; another
 * language's texts load when it is the current one or the user switches to it (issue 17: route JavaScript). The
 * router and onDemand wait for the load (textsLoaded) before the screen or popup renders. Not a top-level await in
 * the feature's module: that would reshuffle rolldown's shared chunks (+0.9 KB on some routes, measured).
 */
export function registerNamespaceLoaders<T extends object>(namespace: string, loaders: NamespaceLoaders<T>): void {
  if (!i18n.hasResourceBundle(DEFAULT_LANGUAGE, namespace))
    i18n.addResourceBundle(DEFAULT_LANGUAGE, namespace, loaders[DEFAULT_LANGUAGE], true, false)
  const { [DEFAULT_LANGUAGE]: _default, ...others } = loaders
  loadNamespaceLanguages(namespace, others)
}
