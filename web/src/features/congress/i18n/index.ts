import { type NamespaceBundles, registerNamespace } from '../../../i18n/namespace'
import { enUS } from './en-US'
import { jaJP } from './ja-JP'
import { koKR } from './ko-KR'
import { type CongressTexts, zhCN } from './zh-CN'
import { zhHK } from './zh-HK'

/** The congress feature's own texts (namespace `congress`); the spec's message keys come from the shared catalogue. */
export const CONGRESS_NAMESPACE = 'congress'

export const congressBundles: NamespaceBundles<CongressTexts> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'zh-HK': zhHK,
  'ko-KR': koKR,
  'ja-JP': jaJP,
}

export function registerCongressTexts(): void {
  registerNamespace(CONGRESS_NAMESPACE, congressBundles)
}
