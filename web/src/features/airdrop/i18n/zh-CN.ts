export const zhCN = {
  title: '每日空投',
  rules: '规则',
  rulesTitle: '空投规则',
  gdtBalance: 'GDT 余额',
  walletGdt: '奖励钱包 GDT',
  claimCount: '已领取次数',
  todayCoin: '今日空投币种',
  todayAmount: '今日空投数量',
  claim: '领取',
  claimed: '今日已领取',
  connect: '连接钱包',
  noReward: '暂无奖励',
  belowStandard: '未达到评估标准',
  close: '关闭',
  items: {
    r1: '持有至少 {{hold}} GDT（奖励钱包与链上钱包都需达到）即可每日领取一次',
    r2: '每天（UTC 0 点起算）只能领取一次，未领取的天数不累计',
    r3: '今日空投的币种与数量由运营设定，发完即止',
    r4: '领取需钱包签名，奖励发放到奖励钱包',
  },
}

export type AirdropTexts = typeof zhCN
