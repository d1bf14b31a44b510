import type { SwapTexts } from './zh-CN'

export const jaJP: SwapTexts = {
  box: {
    from: '支払う',
    to: '受け取る',
    estimated: '推定',
    balance: '残高：{{amount}}',
    select: '選択',
    reverse: 'トークンを入れ替える',
  },
  info: {
    price: '価格',
    slippage: 'スリッページ許容値',
    route: 'ルート',
    minReceived: '最小受取額',
    maxSold: '最大売却額',
    priceImpact: '価格への影響',
    fee: '流動性提供者手数料（{{pairFee}}）',
    tax: '{{symbol}} 税（売買ごとに {{rate}}）',
    flip: '価格の向きを切り替える',
  },
  block: '最新ブロック {{number}}',
  icons: { chart: 'チャート' },
  confirm: {
    title: 'スワップの確認',
    outputEstimated: '出力は推定値です。最低 {{amount}} {{symbol}} を受け取れない場合、取引は取り消されます。',
    inputEstimated: '入力は推定値です。最大 {{amount}} {{symbol}} を超える場合、取引は取り消されます。',
    button: 'スワップを確定',
    checking: '取引を確認しています…',
  },
  pending: {
    swapping: '{{amountIn}} {{symbolIn}} を {{amountOut}} {{symbolOut}} にスワップ中',
    hash: '取引ハッシュ',
    close: '閉じる',
  },
  tx: {
    swap: '{{amountIn}} {{symbolIn}} を {{amountOut}} {{symbolOut}} にスワップ',
    approve: '{{symbol}} を承認',
    wrap: '{{amount}} {{symbol}} をラップ',
    unwrap: '{{amount}} {{symbol}} をアンラップ',
  },
  chart: {
    title: '{{pair}} 価格',
    noHistory: 'まだ価格履歴がありません',
    noPair: 'このペアのプールはありません',
    failed: '価格履歴を読み込めませんでした',
  },
}
