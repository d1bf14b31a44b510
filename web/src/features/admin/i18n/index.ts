import { type NamespaceBundles, registerNamespace } from '../../../i18n/namespace'
import { enUS } from './en-US'
import { jaJP } from './ja-JP'
import { koKR } from './ko-KR'
import { type AdminTexts, zhCN } from './zh-CN'
import { zhHK } from './zh-HK'

/**
 * The console's common words (namespace `admin`): shell, primitives, section names. All five languages ship with the
 * console's chunk, which only an operator opening `#/admin` loads. A section with many texts of its own registers
 * its own namespace in its own chunk.
 */
export const ADMIN_NAMESPACE = 'admin'

export const adminBundles: NamespaceBundles<AdminTexts> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'zh-HK': zhHK,
  'ko-KR': koKR,
  'ja-JP': jaJP,
}

export function registerAdminTexts(): void {
  registerNamespace(ADMIN_NAMESPACE, adminBundles)
}
