import { type NamespaceBundles, registerNamespace } from '../../../i18n/namespace'
import { enUS } from './en-US'
import { jaJP } from './ja-JP'
import { koKR } from './ko-KR'
import { type VoteTexts, zhCN } from './zh-CN'
import { zhHK } from './zh-HK'

/** The vote feature's own texts (namespace `vote`); the spec's message keys come from the shared catalogue. */
export const VOTE_NAMESPACE = 'vote'

export const voteBundles: NamespaceBundles<VoteTexts> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'zh-HK': zhHK,
  'ko-KR': koKR,
  'ja-JP': jaJP,
}

export function registerVoteTexts(): void {
  registerNamespace(VOTE_NAMESPACE, voteBundles)
}
