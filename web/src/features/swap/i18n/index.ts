import { type NamespaceBundles, registerNamespace } from '../../../i18n/namespace'
import { enUS } from './en-US'
import { jaJP } from './ja-JP'
import { koKR } from './ko-KR'
import { type SwapTexts, zhCN } from './zh-CN'
import { zhHK } from './zh-HK'

/** The swap feature's own texts (namespace `swap`); the spec's message keys come from the shared catalogue. */
export const SWAP_NAMESPACE = 'swap'

export const swapBundles: NamespaceBundles<SwapTexts> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'zh-HK': zhHK,
  'ko-KR': koKR,
  'ja-JP': jaJP,
}

export function registerSwapTexts(): void {
  registerNamespace(SWAP_NAMESPACE, swapBundles)
}
