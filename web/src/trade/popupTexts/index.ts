import { registerNamespaceLoaders } from '../../i18n/namespace'
import { type TradePopupTexts, zhCN } from './zh-CN'

/**
 * Texts of the trade popups shared by swap, liquidity, mining and flash (namespace `tradePopups`): the token picker,
 * the settings and the transaction record. Each popup's module registers them when it loads (docs/decisions/
 * 0146-route-budget-150.md), so they are not part of any screen's first load.
 */
export const TRADE_POPUP_NAMESPACE = 'tradePopups'

/** Registers the texts (the default locale's ship here, another language's load in its own chunk when used). */
export function registerTradePopupTexts(): void {
  registerNamespaceLoaders<TradePopupTexts>(TRADE_POPUP_NAMESPACE, {
    'zh-CN': zhCN,
    'en-US': () => import('./en-US').then((m) => m.enUS),
    'zh-HK': () => import('./zh-HK').then((m) => m.zhHK),
    'ko-KR': () => import('./ko-KR').then((m) => m.koKR),
    'ja-JP': () => import('./ja-JP').then((m) => m.jaJP),
  })
}
