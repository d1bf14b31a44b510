import type { CongressTexts } from './zh-CN'

export const zhHK: CongressTexts = {
  cumulative: '累計',
  giveOut: '生態發放',
  buyBack: '回購銷毀',
  unavailable: '該網絡暫無國會數據',
  chart: '數據圖表',
  board: '董事會',
  range: '時間範圍',
  days_one: '{{count}} 天',
  days_other: '{{count}} 天',
  chartLabel_one: '近 {{count}} 天每日生態發放與回購銷毀（USDT）',
  chartLabel_other: '近 {{count}} 天每日生態發放與回購銷毀（USDT）',
  byDay: '每日明細（USDT）',
  date: '日期',
  empty: '該時間範圍內暫無流入',
  lp: {
    title: '流動性',
    tvl: '含 USDT 或 PHO 的資金池總值',
    pools: '資金池數量',
    phoPrice: 'PHO 價格',
    lpDividends: '累計 LP 分紅',
    equityDividends: '累計權益卡分紅',
  },
  members: {
    title: '董事會成員',
    note: '星卡持有者，星級高者在前，同星級持有久者在前。星卡按所有網絡上的流動性計算。',
    level: '{{level}} 星',
    since: '{{date}} 起',
    empty: '暫無星卡持有者',
    more: '載入更多',
    end: '沒有更多成員了',
    failed: '暫時無法讀取成員列表，請稍後再試',
  },
  rules: {
    title: '數據來源',
    items: {
      r1: 'PHO 每筆買入和賣出收取稅費：{{taxLiquidity}} LP 分紅，{{taxEquity}} 權益卡分紅，{{taxBurn}} 銷毀進池（回購），{{taxEcosystem}} 生態。',
      r2: '生態發放為流入生態地址的 PHO，回購為流入銷毀地址的 PHO，均由鏈上轉賬記錄統計。',
      r3: '每筆流入按其所在區塊的 PHO-USDT 池價格折算為 USDT；累計為兩者之和。',
    },
  },
}
