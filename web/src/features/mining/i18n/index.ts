import { registerNamespaceLoaders } from '../../../i18n/namespace'
import { type MiningTexts, zhCN } from './zh-CN'

/** The mining feature's own texts (namespace `mining`); the spec's message keys come from the shared catalogue. */
export const MINING_NAMESPACE = 'mining'

/** Registers the texts (the default locale's ship here, another language's load in its own chunk when used). */
export function registerMiningTexts(): void {
  registerNamespaceLoaders<MiningTexts>(MINING_NAMESPACE, {
    'zh-CN': zhCN,
    'en-US': () => import('./en-US').then((m) => m.enUS),
    'zh-HK': () => import('./zh-HK').then((m) => m.zhHK),
    'ko-KR': () => import('./ko-KR').then((m) => m.koKR),
    'ja-JP': () => import('./ja-JP').then((m) => m.jaJP),
  })
}
