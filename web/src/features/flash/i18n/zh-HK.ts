import type { FlashTexts } from './zh-CN'

export const zhHK: FlashTexts = {
  flash: {
    title: '閃兌',
    record: '兌換',
    balance: '餘額',
    amount: '兌換數量',
    receive: '您將收到',
    rate: '兌換比例',
    reserve: '可兌儲備',
    paused: '此兌換已暫停',
    underfunded: '兌換儲備暫時不足以支付此數量',
    tooSmall: '數量太小，兌換不到任何代幣',
    approve: '授權 {{symbol}}',
    exchange: '兌換',
    max: '最大',
    noContract: '此網絡沒有閃兌合約',
    txApprove: '授權 {{symbol}} 用於閃兌',
    txExchange: '閃兌 {{amountIn}} {{symbolIn}} 為 {{amountOut}} {{symbolOut}}',
  },
}
