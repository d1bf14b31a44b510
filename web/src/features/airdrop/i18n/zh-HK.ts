import type { AirdropTexts } from './zh-CN'

export const zhHK: AirdropTexts = {
  title: '每日空投',
  rules: '規則',
  rulesTitle: '空投規則',
  gdtBalance: 'GDT 餘額',
  walletGdt: '獎勵錢包 GDT',
  claimCount: '已領取次數',
  todayCoin: '今日空投幣種',
  todayAmount: '今日空投數量',
  claim: '領取',
  claimed: '今日已領取',
  connect: '連接錢包',
  noReward: '暫無獎勵',
  belowStandard: '未達到評估標準',
  close: '關閉',
  items: {
    r1: '持有至少 {{hold}} GDT（獎勵錢包與鏈上錢包都需達到）即可每日領取一次',
    r2: '每天（UTC 0 點起算）只能領取一次，未領取的天數不累計',
    r3: '今日空投的幣種與數量由營運設定，發完即止',
    r4: '領取需錢包簽名，獎勵發放到獎勵錢包',
  },
}
