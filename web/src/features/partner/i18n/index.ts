import { type NamespaceBundles, registerNamespace } from '../../../i18n/namespace'
import { enUS } from './en-US'
import { jaJP } from './ja-JP'
import { koKR } from './ko-KR'
import { type PartnerTexts, zhCN } from './zh-CN'
import { zhHK } from './zh-HK'

/** The partner feature's own texts (namespace `partner`); the spec's message keys come from the shared catalogue. */
export const PARTNER_NAMESPACE = 'partner'

export const partnerBundles: NamespaceBundles<PartnerTexts> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'zh-HK': zhHK,
  'ko-KR': koKR,
  'ja-JP': jaJP,
}

export function registerPartnerTexts(): void {
  registerNamespace(PARTNER_NAMESPACE, partnerBundles)
}
