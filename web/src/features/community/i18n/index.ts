import { type NamespaceBundles, registerNamespace } from '../../../i18n/namespace'
import { enUS } from './en-US'
import { jaJP } from './ja-JP'
import { koKR } from './ko-KR'
import { type CommunityTexts, zhCN } from './zh-CN'
import { zhHK } from './zh-HK'

/** The community feature's own texts (namespace `community`); the spec's message keys come from the shared catalogue. */
export const COMMUNITY_NAMESPACE = 'community'

export const communityBundles: NamespaceBundles<CommunityTexts> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'zh-HK': zhHK,
  'ko-KR': koKR,
  'ja-JP': jaJP,
}

export function registerCommunityTexts(): void {
  registerNamespace(COMMUNITY_NAMESPACE, communityBundles)
}
