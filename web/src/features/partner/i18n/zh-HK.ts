import type { PartnerTexts } from './zh-CN'

export const zhHK: PartnerTexts = {
  title: '合作夥伴',
  vote: {
    title: 'Good 投票',
    text: '質押 Good，50 天共享 500 Good 獎勵',
    button: '去投票',
    figure: '全部用戶合計已投票 {{amount}} {{symbol}}',
  },
  product: {
    title: '合作產品',
    text: '生態合作夥伴的產品',
    button: '前往',
  },
  flywheel: {
    title: '飛輪協議',
    text: '了解飛輪協議',
    button: '前往',
    figure: '全平台已回購 {{usdt}} USDT · 生態發放 {{give}} USDT',
  },
  airdrop: {
    title: '每日空投',
    text: '持有 GDT 每日領取空投',
    button: '去領取',
    figure: '全部用戶今日已領取 {{claims}} 次',
  },
  external: '將在新視窗打開外部網站',
}
