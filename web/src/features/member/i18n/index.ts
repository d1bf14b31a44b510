import { type NamespaceBundles, registerNamespace } from '../../../i18n/namespace'
import { enUS } from './en-US'
import { jaJP } from './ja-JP'
import { koKR } from './ko-KR'
import { type MemberTexts, zhCN } from './zh-CN'
import { zhHK } from './zh-HK'

/** The member feature's own texts (namespace `member`); the spec's message keys come from the shared catalogue. */
export const MEMBER_NAMESPACE = 'member'

export const memberBundles: NamespaceBundles<MemberTexts> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'zh-HK': zhHK,
  'ko-KR': koKR,
  'ja-JP': jaJP,
}

export function registerMemberTexts(): void {
  registerNamespace(MEMBER_NAMESPACE, memberBundles)
}
