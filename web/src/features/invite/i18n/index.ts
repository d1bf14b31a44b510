import { type NamespaceBundles, registerNamespace } from '../../../i18n/namespace'
import { enUS } from './en-US'
import { jaJP } from './ja-JP'
import { koKR } from './ko-KR'
import { type InviteTexts, zhCN } from './zh-CN'
import { zhHK } from './zh-HK'

/** The invitation page's own texts (namespace `invite`); signature failure and copy texts are shared keys. */
export const INVITE_NAMESPACE = 'invite'

export const inviteBundles: NamespaceBundles<InviteTexts> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'zh-HK': zhHK,
  'ko-KR': koKR,
  'ja-JP': jaJP,
}

export function registerInviteTexts(): void {
  registerNamespace(INVITE_NAMESPACE, inviteBundles)
}
