import { registerNamespaceLoaders } from '../../i18n/namespace'
import { type TradeTexts, zhCN } from './zh-CN'

/**
 * Texts of the trade screens shared by swap, liquidity, mining and flash (namespace `trade`): the tabs, the settings
 * and record icons and the network switch, which a screen shows at once. The popups' texts are `tradePopups`
 * (../popupTexts), registered by each popup's module when it loads, so they stay out of the screens' first load.
 */
export const TRADE_NAMESPACE = 'trade'

/** Registers the texts (the default locale's ship here, another language's load in its own chunk when used). */
export function registerTradeTexts(): void {
  registerNamespaceLoaders<TradeTexts>(TRADE_NAMESPACE, {
    'zh-CN': zhCN,
    'en-US': () => import('./en-US').then((m) => m.enUS),
    'zh-HK': () => import('./zh-HK').then((m) => m.zhHK),
    'ko-KR': () => import('./ko-KR').then((m) => m.koKR),
    'ja-JP': () => import('./ja-JP').then((m) => m.jaJP),
  })
}
