import { type NamespaceBundles, registerNamespace } from '../../../i18n/namespace'
import { enUS } from './en-US'
import { jaJP } from './ja-JP'
import { koKR } from './ko-KR'
import { type AssetPackTexts, zhCN } from './zh-CN'
import { zhHK } from './zh-HK'

/** The asset-pack pages' own texts (namespace `assetPack`); the spec's message keys come from the shared catalogue. */
export const ASSET_PACK_NAMESPACE = 'assetPack'

export const assetPackBundles: NamespaceBundles<AssetPackTexts> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'zh-HK': zhHK,
  'ko-KR': koKR,
  'ja-JP': jaJP,
}

export function registerAssetPackTexts(): void {
  registerNamespace(ASSET_PACK_NAMESPACE, assetPackBundles)
}
