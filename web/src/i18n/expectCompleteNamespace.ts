import { expect } from 'vitest'
import { LANGUAGES } from './languages'
import type { NamespaceBundles } from './namespace'

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix]
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k))
}

/**
 * Checks a feature namespace the way locales.test.ts checks the shared catalogue: every language, every key,
 * no empty text, the same placeholders. Feature tests call it: `expectCompleteNamespace(swapBundles)`.
 */
export function expectCompleteNamespace<T extends object>(bundles: NamespaceBundles<T>): void {
  const reference = keysOf(bundles['zh-CN']).sort()
  const valueAt = (messages: unknown, key: string) =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages)
  const placeholders = (s: unknown) => (String(s).match(/\{\{\w+\}\}/g) ?? []).sort()
  for (const language of LANGUAGES) {
    const messages = bundles[language]
    expect(keysOf(messages).sort(), language).toEqual(reference)
    for (const key of reference) {
      expect(String(valueAt(messages, key)).trim(), `${language} ${key}`).not.toBe('')
      expect(placeholders(valueAt(messages, key)), `${language} ${key}`).toEqual(
        placeholders(valueAt(bundles['zh-CN'], key)),
      )
    }
  }
}
