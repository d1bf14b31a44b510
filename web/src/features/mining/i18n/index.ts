import { type NamespaceBundles, registerNamespace } from '../../../i18n/namespace'
import { enUS } from './en-US'
import { jaJP } from './ja-JP'
import { koKR } from './ko-KR'
import { type MiningTexts, zhCN } from './zh-CN'
import { zhHK } from './zh-HK'

/** The mining feature's own texts (namespace `mining`); the spec's message keys come from the shared catalogue. */
export const MINING_NAMESPACE = 'mining'

export const miningBundles: NamespaceBundles<MiningTexts> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'zh-HK': zhHK,
  'ko-KR': koKR,
  'ja-JP': jaJP,
}

export function registerMiningTexts(): void {
  registerNamespace(MINING_NAMESPACE, miningBundles)
}
