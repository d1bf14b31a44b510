export const zhCN = {
  title: '合作伙伴',
  vote: {
    title: 'Good 投票',
    text: '质押 Good，50 天共享 500 Good 奖励',
    button: '去投票',
    figure: '全部用户合计已投票 {{amount}} {{symbol}}',
  },
  product: {
    title: '合作产品',
    text: '生态合作伙伴的产品',
    button: '前往',
  },
  flywheel: {
    title: '飞轮协议',
    text: '了解飞轮协议',
    button: '前往',
    figure: '全平台已回购 {{usdt}} USDT · 生态发放 {{give}} USDT',
  },
  airdrop: {
    title: '每日空投',
    text: '持有 GDT 每日领取空投',
    button: '去领取',
    figure: '全部用户今日已领取 {{claims}} 次',
  },
  external: '将在新窗口打开外部网站',
}

export type PartnerTexts = typeof zhCN
