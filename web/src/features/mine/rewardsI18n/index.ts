import { type NamespaceBundles, registerNamespace } from '../../../i18n/namespace'
import { enUS } from './en-US'
import { jaJP } from './ja-JP'
import { koKR } from './ko-KR'
import { type MineRewardTexts, zhCN } from './zh-CN'
import { zhHK } from './zh-HK'

/** Texts of Mine's GDT and VGT tabs, the hash popup, the genesis cards and GdtReward (namespace `mineRewards`). */
export const MINE_REWARDS_NAMESPACE = 'mineRewards'

export const mineRewardBundles: NamespaceBundles<MineRewardTexts> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'zh-HK': zhHK,
  'ko-KR': koKR,
  'ja-JP': jaJP,
}

export function registerMineRewardTexts(): void {
  registerNamespace(MINE_REWARDS_NAMESPACE, mineRewardBundles)
}
