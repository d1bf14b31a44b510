import type { Messages } from './types'

/** Replies of the reward wallet and its ledger. */
export const rewardsMessages = {
  insufficient_balance: {
    'zh-CN': '余额不足',
    'en-US': 'Insufficient balance',
    'zh-HK': '餘額不足',
    'ko-KR': '잔액이 부족합니다',
    'ja-JP': '残高が不足しています',
  },
} satisfies Messages
