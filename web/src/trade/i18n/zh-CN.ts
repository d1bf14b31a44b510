/** Texts of the trade screens themselves (tabs, the settings and record icons, the network switch), namespace `trade`; the popups have their own (`tradePopups`, popupTexts/). */
export const zhCN = {
  /** The swap/liquidity container's tabs (SwapIndex) and the swap card's title. */
  tabs: { swap: '兑换', liquidity: '流动性', others: '其他' },
  /** The settings and transaction-record icons of the swap and liquidity screens. */
  icons: { settings: '设置', history: '交易记录' },
  switchNetwork: '切换网络',
  wrongNetwork: '您的钱包当前不在本页面的网络上，请切换回来后继续。',
}

export type TradeTexts = typeof zhCN
