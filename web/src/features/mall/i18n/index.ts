import { type NamespaceBundles, registerNamespace } from '../../../i18n/namespace'
import { enUS } from './en-US'
import { jaJP } from './ja-JP'
import { koKR } from './ko-KR'
import { type MallTexts, zhCN } from './zh-CN'
import { zhHK } from './zh-HK'

/** The mall feature's own texts (namespace `mall`); the spec's message keys come from the shared catalogue. */
export const MALL_NAMESPACE = 'mall'

export const mallBundles: NamespaceBundles<MallTexts> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'zh-HK': zhHK,
  'ko-KR': koKR,
  'ja-JP': jaJP,
}

export function registerMallTexts(): void {
  registerNamespace(MALL_NAMESPACE, mallBundles)
}
