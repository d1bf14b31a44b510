import { type NamespaceBundles, registerNamespace } from '../../../i18n/namespace'
import { enUS } from './en-US'
import { jaJP } from './ja-JP'
import { koKR } from './ko-KR'
import { type AirdropTexts, zhCN } from './zh-CN'
import { zhHK } from './zh-HK'

/** The airdrop feature's own texts (namespace `airdrop`); the spec's message keys come from the shared catalogue. */
export const AIRDROP_NAMESPACE = 'airdrop'

export const airdropBundles: NamespaceBundles<AirdropTexts> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'zh-HK': zhHK,
  'ko-KR': koKR,
  'ja-JP': jaJP,
}

export function registerAirdropTexts(): void {
  registerNamespace(AIRDROP_NAMESPACE, airdropBundles)
}
