import { type NamespaceBundles, registerNamespace } from '../../../i18n/namespace'
import { enUS } from './en-US'
import { jaJP } from './ja-JP'
import { koKR } from './ko-KR'
import { type WalletTexts, zhCN } from './zh-CN'
import { zhHK } from './zh-HK'

/** The wallet feature's own texts (namespace `wallet`); the spec's message keys come from the shared catalogue. */
export const WALLET_NAMESPACE = 'wallet'

export const walletBundles: NamespaceBundles<WalletTexts> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'zh-HK': zhHK,
  'ko-KR': koKR,
  'ja-JP': jaJP,
}

export function registerWalletTexts(): void {
  registerNamespace(WALLET_NAMESPACE, walletBundles)
}
