import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { type NamespaceBundles, registerNamespace } from '../../../../i18n/namespace'
import { enUS } from './en-US'
import { jaJP } from './ja-JP'
import { koKR } from './ko-KR'
import { type SettingsTexts, zhCN } from './zh-CN'
import { zhHK } from './zh-HK'

/** The console's Settings section texts (namespace `adminSettings`), registered when the section's chunk loads. */
export const SETTINGS_NAMESPACE = 'adminSettings'

export const settingsBundles: NamespaceBundles<SettingsTexts> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'zh-HK': zhHK,
  'ko-KR': koKR,
  'ja-JP': jaJP,
}

export function registerSettingsTexts(): void {
  registerNamespace(SETTINGS_NAMESPACE, settingsBundles)
}

/** A text of this section, with the technical terms it names (written the same in every language) filled in. */
export type SectionTexts = (key: string, options?: Record<string, unknown>) => string

const TERMS = {
  http: 'http(s)',
  https: 'https',
  command: 'config set',
  format: '',
}

export function useSettingsTexts(): SectionTexts {
  const { t } = useTranslation(SETTINGS_NAMESPACE)
  return useCallback(
    (key: string, options?: Record<string, unknown>) => {
      return t(key, { ...TERMS, ...options })
    },
    [t],
  )
}
