import { registerNamespaceLoaders } from '../../../../i18n/namespace'
import { type LiabilitiesTexts, zhCN } from './zh-CN'

/** "Verify my balance" texts (namespace `liabilities`), apart from the wallet's own so the two change separately. */
export const LIABILITIES_NAMESPACE = 'liabilities'

/** Registers the texts (the default locale's ship here, another language's load in its own chunk when used). */
export function registerLiabilitiesTexts(): void {
  registerNamespaceLoaders<LiabilitiesTexts>(LIABILITIES_NAMESPACE, {
    'zh-CN': zhCN,
    'en-US': () => import('./en-US').then((m) => m.enUS),
    'zh-HK': () => import('./zh-HK').then((m) => m.zhHK),
    'ko-KR': () => import('./ko-KR').then((m) => m.koKR),
    'ja-JP': () => import('./ja-JP').then((m) => m.jaJP),
  })
}
