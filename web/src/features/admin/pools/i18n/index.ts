import { type NamespaceBundles, registerNamespace } from '../../../../i18n/namespace'
import { enUS } from './en-US'
import { jaJP } from './ja-JP'
import { koKR } from './ko-KR'
import { type PoolsTexts, zhCN } from './zh-CN'
import { zhHK } from './zh-HK'

/** The console's Pools section texts (namespace `adminPools`), registered when the section's chunk loads. */
export const POOLS_NAMESPACE = 'adminPools'

export const poolsBundles: NamespaceBundles<PoolsTexts> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'zh-HK': zhHK,
  'ko-KR': koKR,
  'ja-JP': jaJP,
}

export function registerPoolsTexts(): void {
  registerNamespace(POOLS_NAMESPACE, poolsBundles)
}
