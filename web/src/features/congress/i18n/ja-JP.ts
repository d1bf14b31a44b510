import type { CongressTexts } from './zh-CN'

export const jaJP: CongressTexts = {
  cumulative: '累計',
  giveOut: 'エコシステム配分',
  buyBack: '買い戻し焼却',
  unavailable: 'このネットワークには議会の数値がありません',
  chart: 'チャート',
  board: '取締役会',
  range: '期間',
  days_one: '{{count}} 日',
  days_other: '{{count}} 日',
  chartLabel_one: '直近 {{count}} 日の日別エコシステム配分と買い戻し（USDT）',
  chartLabel_other: '直近 {{count}} 日の日別エコシステム配分と買い戻し（USDT）',
  byDay: '日別明細（USDT）',
  date: '日付',
  empty: 'この期間の流入はありません',
  lp: {
    title: '流動性',
    tvl: 'USDT または PHO を含むプールの価値',
    pools: 'プール数',
    phoPrice: 'PHO 価格',
    lpDividends: 'LP 配当の累計',
    equityDividends: 'エクイティカード配当の累計',
  },
  members: {
    title: '取締役会メンバー',
    note: 'スターカード保有者です。星の多い順、同じ星では保有期間の長い順に並びます。スターカードはすべてのネットワークの流動性で判定されます。',
    level: 'スター {{level}}',
    since: '{{date}} から',
    empty: 'スターカード保有者はまだいません',
    more: 'さらに表示',
    end: 'これ以上メンバーはいません',
    failed: 'メンバー一覧を読み込めませんでした。しばらくしてからお試しください',
  },
  rules: {
    title: '数値の出所',
    items: {
      r1: 'PHO の売買ごとに税がかかります：LP 配当 {{taxLiquidity}}、エクイティカード配当 {{taxEquity}}、プールへの焼却（買い戻し）{{taxBurn}}、エコシステム {{taxEcosystem}}。',
      r2: 'エコシステム配分はエコシステムアドレスへ、買い戻しは焼却アドレスへ送られた PHO で、チェーン上の送金から集計します。',
      r3: '各流入はそのブロックの PHO-USDT プール価格で USDT に換算し、累計は両者の合計です。',
    },
  },
}
