import type { TradeTexts } from './zh-CN'

export const jaJP: TradeTexts = {
  tabs: { swap: 'スワップ', liquidity: '流動性', others: 'その他' },
  icons: { settings: '設定', history: '取引履歴' },
  switchNetwork: 'ネットワークを切り替え',
  wrongNetwork: 'ウォレットがこのページとは別のネットワークにあります。切り替えてから続けてください。',
}
