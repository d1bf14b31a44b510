import type { FlashTexts } from './zh-CN'

export const jaJP: FlashTexts = {
  flash: {
    title: 'フラッシュ交換',
    record: '交換',
    balance: '残高',
    amount: '交換する数量',
    receive: '受け取る数量',
    rate: 'レート',
    reserve: '交換可能な準備金',
    paused: 'この交換は一時停止中です',
    underfunded: '交換の準備金では現在この数量を支払えません',
    tooSmall: '数量が小さすぎて何も受け取れません',
    approve: '{{symbol}} を承認',
    exchange: '交換',
    max: '最大',
    noContract: 'このネットワークにはフラッシュ交換がありません',
    txApprove: 'フラッシュ交換に {{symbol}} を承認',
    txExchange: '{{amountIn}} {{symbolIn}} を {{amountOut}} {{symbolOut}} にフラッシュ交換',
  },
}
