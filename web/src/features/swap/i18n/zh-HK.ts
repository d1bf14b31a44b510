import type { SwapTexts } from './zh-CN'

export const zhHK: SwapTexts = {
  box: {
    from: '從',
    to: '到',
    estimated: '估計',
    balance: '餘額：{{amount}}',
    select: '選擇',
    reverse: '交換兩個代幣',
  },
  info: {
    price: '價格',
    slippage: '滑點容差',
    route: '路由',
    minReceived: '最少獲得',
    maxSold: '最多賣出',
    priceImpact: '價格影響',
    fee: '流動性提供者手續費（{{pairFee}}）',
    tax: '{{symbol}} 稅（每次買入或賣出 {{rate}}）',
    flip: '切換價格方向',
  },
  block: '最新區塊 {{number}}',
  icons: { chart: '圖表' },
  confirm: {
    title: '確認兌換',
    outputEstimated: '輸出為估計值。你將至少獲得 {{amount}} {{symbol}}，否則交易將回滾。',
    inputEstimated: '輸入為估計值。你將最多賣出 {{amount}} {{symbol}}，否則交易將回滾。',
    button: '確認兌換',
    checking: '正在檢查交易…',
  },
  pending: {
    swapping: '正在用 {{amountIn}} {{symbolIn}} 兌換 {{amountOut}} {{symbolOut}}',
    hash: '交易哈希',
    close: '關閉',
  },
  tx: {
    swap: '用 {{amountIn}} {{symbolIn}} 兌換 {{amountOut}} {{symbolOut}}',
    approve: '授權 {{symbol}}',
    wrap: '包裝 {{amount}} {{symbol}}',
    unwrap: '解包 {{amount}} {{symbol}}',
  },
  chart: {
    title: '{{pair}} 價格',
    noHistory: '暫無價格歷史',
    noPair: '該交易對沒有資金池',
    failed: '無法載入價格歷史',
  },
}
