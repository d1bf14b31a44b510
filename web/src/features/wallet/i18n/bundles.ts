import type { NamespaceBundles } from '../../../i18n/namespace'
import { enUS } from './en-US'
import { jaJP } from './ja-JP'
import { koKR } from './ko-KR'
import { type WalletTexts, zhCN } from './zh-CN'
import { zhHK } from './zh-HK'

/** Every language's texts at once, for the tests (the app loads only the current language's: index.ts). */
export const walletBundles: NamespaceBundles<WalletTexts> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'zh-HK': zhHK,
  'ko-KR': koKR,
  'ja-JP': jaJP,
}
