import { type NamespaceBundles, registerNamespace } from '../../../i18n/namespace'
import { enUS } from './en-US'
import { jaJP } from './ja-JP'
import { koKR } from './ko-KR'
import { type ExplainTexts, zhCN } from './zh-CN'
import { zhHK } from './zh-HK'

/** The "why?" popup's texts (namespace `billExplain`): they load with the popup, not with the bill. */
export const EXPLAIN_NAMESPACE = 'billExplain'

export const explainBundles: NamespaceBundles<ExplainTexts> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'zh-HK': zhHK,
  'ko-KR': koKR,
  'ja-JP': jaJP,
}

export function registerExplainTexts(): void {
  registerNamespace(EXPLAIN_NAMESPACE, explainBundles)
}
