import { registerNamespaceLoaders } from '../../../i18n/namespace'
import { type AssetPackTexts, zhCN } from './zh-CN'

/** The asset-pack pages' own texts (namespace `assetPack`); the spec's message keys come from the shared catalogue. */
export const ASSET_PACK_NAMESPACE = 'assetPack'

/** Registers the texts (the default locale's ship here, another language's load in its own chunk when used). */
export function registerAssetPackTexts(): void {
  registerNamespaceLoaders<AssetPackTexts>(ASSET_PACK_NAMESPACE, {
    'zh-CN': zhCN,
    'en-US': () => import('./en-US').then((m) => m.enUS),
    'zh-HK': () => import('./zh-HK').then((m) => m.zhHK),
    'ko-KR': () => import('./ko-KR').then((m) => m.koKR),
    'ja-JP': () => import('./ja-JP').then((m) => m.jaJP),
  })
}
