import { type NamespaceBundles, registerNamespace } from '../../i18n/namespace'
import { enUS } from './en-US'
import { jaJP } from './ja-JP'
import { koKR } from './ko-KR'
import { type TradeTexts, zhCN } from './zh-CN'
import { zhHK } from './zh-HK'

/**
 * Texts of the trade popups shared by swap, liquidity, mining and flash (namespace `trade`), registered by each
 * popup's module when it loads; the spec's message keys come from the shared catalogue.
 */
export const TRADE_NAMESPACE = 'trade'

export const tradeBundles: NamespaceBundles<TradeTexts> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'zh-HK': zhHK,
  'ko-KR': koKR,
  'ja-JP': jaJP,
}

export function registerTradeTexts(): void {
  registerNamespace(TRADE_NAMESPACE, tradeBundles)
}
