import type { CommunityTexts } from './zh-CN'

export const zhHK: CommunityTexts = {
  figures: {
    locked: '鎖倉 {{symbol}}',
    released: '已釋放 {{symbol}}',
    total: '全網共識',
    mine: '我的共識',
  },
  stake: '質押',
  claim: '領取',
  claimAmount: '領取 {{amount}}',
  connect: '連接錢包',
  unavailable: '該網絡暫無社區質押',
  closed: '質押已截止，釋放開始後可領取',
  popup: {
    title: '質押 {{symbol}}',
    available: '錢包餘額',
    max: '最大',
    note: '質押後鎖倉，釋放開始後按天線性釋放',
    cancel: '取消',
    confirm: '確認',
  },
  record: {
    approve: '授權 {{symbol}}',
    stake: '質押 {{amount}} {{symbol}}',
    claim: '領取已釋放的 {{symbol}}',
  },
  rules: {
    title: '規則',
    items: {
      r1: '質押 {{symbol}} 參與社區共識：你的質押即你的共識，全網共識為所有人的質押之和。',
      r2: '質押開放至釋放開始（{{date}}），此前質押的全部鎖倉。',
      r3: '自 {{date}} 起，你的質押在 {{days}} 天內按秒線性釋放。',
      r4: '已釋放的部分可隨時領取；未有釋放時領取按鈕不可用。',
    },
  },
  review: {
    title: '確認質押 {{symbol}}',
    amount: '質押數量',
    balanceAfter: '質押後錢包餘額',
    release: '釋放',
    releaseValue: '{{date}} 起，{{days}} 天內線性釋放',
    warning: '質押的幣被鎖定，不能取回，直到釋放開始後按時間逐步領取。交易一經確認無法撤回。',
    confirm: '確認質押',
  },
}
