import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { LANGUAGE_NAMES, type Language } from '../../../../i18n/languages'
import { type NamespaceBundles, registerNamespace } from '../../../../i18n/namespace'
import { enUS } from './en-US'
import { jaJP } from './ja-JP'
import { koKR } from './ko-KR'
import { type ContentTexts, zhCN } from './zh-CN'
import { zhHK } from './zh-HK'

/** The console's Content section texts (namespace `adminContent`), registered when the section's chunk loads. */
export const CONTENT_NAMESPACE = 'adminContent'

export const contentBundles: NamespaceBundles<ContentTexts> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'zh-HK': zhHK,
  'ko-KR': koKR,
  'ja-JP': jaJP,
}

export function registerContentTexts(): void {
  registerNamespace(CONTENT_NAMESPACE, contentBundles)
}

/** A text of this section, with the technical terms it names (written the same in every language) filled in. */
export type SectionTexts = (key: string, options?: Record<string, unknown>) => string

const TERMS = { http: 'http(s)', https: 'https', html: 'HTML' }

export function useContentTexts(): SectionTexts {
  const { t } = useTranslation(CONTENT_NAMESPACE)
  return useCallback(
    (key: string, options?: Record<string, unknown>) => {
      const language = /^languages\.(.+)$/.exec(key)?.[1]
      if (language && language in LANGUAGE_NAMES) return LANGUAGE_NAMES[language as Language]
      return t(key, { ...TERMS, ...options })
    },
    [t],
  )
}
