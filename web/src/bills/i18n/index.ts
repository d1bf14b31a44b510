import { type NamespaceBundles, registerNamespace } from '../../i18n/namespace'
import { enUS } from './en-US'
import { jaJP } from './ja-JP'
import { koKR } from './ko-KR'
import { type BillTexts, zhCN } from './zh-CN'
import { zhHK } from './zh-HK'

/** The reward bill lists' texts (namespace `bills`), shared by the wallet, Business and the equity pool. */
export const BILLS_NAMESPACE = 'bills'

export const billBundles: NamespaceBundles<BillTexts> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'zh-HK': zhHK,
  'ko-KR': koKR,
  'ja-JP': jaJP,
}

export function registerBillTexts(): void {
  registerNamespace(BILLS_NAMESPACE, billBundles)
}
