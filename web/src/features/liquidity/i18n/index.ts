import { type NamespaceBundles, registerNamespace } from '../../../i18n/namespace'
import { enUS } from './en-US'
import { jaJP } from './ja-JP'
import { koKR } from './ko-KR'
import { type LiquidityTexts, zhCN } from './zh-CN'
import { zhHK } from './zh-HK'

/** The liquidity screens' own texts (namespace `liquidity`); the spec's message keys come from the shared catalogue. */
export const LIQUIDITY_NAMESPACE = 'liquidity'

export const liquidityBundles: NamespaceBundles<LiquidityTexts> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'zh-HK': zhHK,
  'ko-KR': koKR,
  'ja-JP': jaJP,
}

export function registerLiquidityTexts(): void {
  registerNamespace(LIQUIDITY_NAMESPACE, liquidityBundles)
}
