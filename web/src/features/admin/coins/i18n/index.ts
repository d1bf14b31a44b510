import { type NamespaceBundles, registerNamespace } from '../../../../i18n/namespace'
import { enUS } from './en-US'
import { jaJP } from './ja-JP'
import { koKR } from './ko-KR'
import { type CoinsTexts, zhCN } from './zh-CN'
import { zhHK } from './zh-HK'

/** The console's Coins section texts (namespace `adminCoins`), registered when the section's chunk loads. */
export const COINS_NAMESPACE = 'adminCoins'

export const coinsBundles: NamespaceBundles<CoinsTexts> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'zh-HK': zhHK,
  'ko-KR': koKR,
  'ja-JP': jaJP,
}

export function registerCoinsTexts(): void {
  registerNamespace(COINS_NAMESPACE, coinsBundles)
}
