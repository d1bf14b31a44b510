import type { TradeTexts } from './zh-CN'

export const zhHK: TradeTexts = {
  tabs: { swap: '兌換', liquidity: '流動性', others: '其他' },
  icons: { settings: '設定', history: '交易記錄' },
  switchNetwork: '切換網絡',
  wrongNetwork: '您的錢包目前不在本頁面的網絡上，請切換回來後繼續。',
}
