import type { TradeTexts } from './zh-CN'

export const koKR: TradeTexts = {
  tabs: { swap: '스왑', liquidity: '유동성', others: '기타' },
  icons: { settings: '설정', history: '거래 내역' },
  switchNetwork: '네트워크 전환',
  wrongNetwork: '지갑이 이 페이지와 다른 네트워크에 있습니다. 계속하려면 네트워크를 전환하세요.',
}
