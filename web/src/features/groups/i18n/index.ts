import { type NamespaceBundles, registerNamespace } from '../../../i18n/namespace'
import { enUS } from './en-US'
import { jaJP } from './ja-JP'
import { koKR } from './ko-KR'
import { type GroupTexts, zhCN } from './zh-CN'
import { zhHK } from './zh-HK'

/** The group markets' own texts (namespace `groups`); the spec's message keys come from the shared catalogue. */
export const GROUPS_NAMESPACE = 'groups'

export const groupBundles: NamespaceBundles<GroupTexts> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'zh-HK': zhHK,
  'ko-KR': koKR,
  'ja-JP': jaJP,
}

export function registerGroupTexts(): void {
  registerNamespace(GROUPS_NAMESPACE, groupBundles)
}
