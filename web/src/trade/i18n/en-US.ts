import type { TradeTexts } from './zh-CN'

export const enUS: TradeTexts = {
  tabs: { swap: 'Swap', liquidity: 'Liquidity', others: 'Others' },
  icons: { settings: 'Settings', history: 'Transactions' },
  switchNetwork: 'Switch network',
  wrongNetwork: 'Your wallet is on another network than this page. Switch back to continue.',
}
