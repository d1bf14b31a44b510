import { type NamespaceBundles, registerNamespace } from '../../../i18n/namespace'
import { enUS } from './en-US'
import { jaJP } from './ja-JP'
import { koKR } from './ko-KR'
import { type FlashTexts, zhCN } from './zh-CN'
import { zhHK } from './zh-HK'

/** The flash exchange screen's own texts (namespace `flash`); swap10/11/26/74/340 come from the catalogue. */
export const FLASH_NAMESPACE = 'flash'

export const flashBundles: NamespaceBundles<FlashTexts> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'zh-HK': zhHK,
  'ko-KR': koKR,
  'ja-JP': jaJP,
}

export function registerFlashTexts(): void {
  registerNamespace(FLASH_NAMESPACE, flashBundles)
}
