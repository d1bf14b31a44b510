import { describe, it } from 'vitest'
import { expectCompleteNamespace } from '../../i18n/expectCompleteNamespace'
import type { NamespaceBundles } from '../../i18n/namespace'
import { enUS } from './en-US'
import { jaJP } from './ja-JP'
import { koKR } from './ko-KR'
import { type TradePopupTexts, zhCN } from './zh-CN'
import { zhHK } from './zh-HK'

const popupBundles: NamespaceBundles<TradePopupTexts> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'zh-HK': zhHK,
  'ko-KR': koKR,
  'ja-JP': jaJP,
}

describe('trade popup texts', () => {
  it('has every key in all five languages with the same placeholders', () => {
    expectCompleteNamespace(popupBundles)
  })
})
