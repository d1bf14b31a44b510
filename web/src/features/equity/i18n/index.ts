import { type NamespaceBundles, registerNamespace } from '../../../i18n/namespace'
import { enUS } from './en-US'
import { jaJP } from './ja-JP'
import { koKR } from './ko-KR'
import { type EquityTexts, zhCN } from './zh-CN'
import { zhHK } from './zh-HK'

/** The equity pool's own texts (namespace `equity`); the spec's message keys come from the shared catalogue. */
export const EQUITY_NAMESPACE = 'equity'

export const equityBundles: NamespaceBundles<EquityTexts> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'zh-HK': zhHK,
  'ko-KR': koKR,
  'ja-JP': jaJP,
}

export function registerEquityTexts(): void {
  registerNamespace(EQUITY_NAMESPACE, equityBundles)
}
