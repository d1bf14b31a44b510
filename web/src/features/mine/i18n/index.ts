import { type NamespaceBundles, registerNamespace } from '../../../i18n/namespace'
import { enUS } from './en-US'
import { jaJP } from './ja-JP'
import { koKR } from './ko-KR'
import { type MineTexts, zhCN } from './zh-CN'
import { zhHK } from './zh-HK'

/** The Mine page's own texts (namespace `mine`). */
export const MINE_NAMESPACE = 'mine'

export const mineBundles: NamespaceBundles<MineTexts> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'zh-HK': zhHK,
  'ko-KR': koKR,
  'ja-JP': jaJP,
}

export function registerMineTexts(): void {
  registerNamespace(MINE_NAMESPACE, mineBundles)
}
