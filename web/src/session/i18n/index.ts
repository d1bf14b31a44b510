import { type NamespaceBundles, registerNamespace } from '../../i18n/namespace'
import { enUS } from './en-US'
import { jaJP } from './ja-JP'
import { koKR } from './ko-KR'
import { type SessionTexts, zhCN } from './zh-CN'
import { zhHK } from './zh-HK'

/** The session layer's own texts (namespace `session`): the wallet gate's prompts. */
export const SESSION_NAMESPACE = 'session'

export const sessionBundles: NamespaceBundles<SessionTexts> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'zh-HK': zhHK,
  'ko-KR': koKR,
  'ja-JP': jaJP,
}

export function registerSessionTexts(): void {
  registerNamespace(SESSION_NAMESPACE, sessionBundles)
}
