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
  withdraw_not_offered: {
    'zh-CN': '该链不支持此币种提现',
    'en-US': 'This coin cannot be withdrawn on this chain',
    'zh-HK': '該鏈不支持此幣種提現',
    'ko-KR': '이 체인에서는 이 코인을 출금할 수 없습니다',
    'ja-JP': 'このチェーンではこのコインを出金できません',
  },
  nothing_to_release: {
    'zh-CN': '暂无可领取的奖励',
    'en-US': 'Nothing to claim',
    'zh-HK': '暫無可領取的獎勵',
    'ko-KR': '수령할 보상이 없습니다',
    'ja-JP': '受け取れる報酬はありません',
  },
  pledge_config_unknown: {
    'zh-CN': '该质押套餐不存在或已下架',
    'en-US': 'This package does not exist or is no longer offered',
    'zh-HK': '該質押套餐不存在或已下架',
    'ko-KR': '존재하지 않거나 더 이상 제공되지 않는 패키지입니다',
    'ja-JP': 'このパッケージは存在しないか、提供を終了しました',
  },
  withdraw_unavailable: {
    'zh-CN': '暂不支持提现',
    'en-US': 'Withdrawals are not available',
    'zh-HK': '暫不支持提現',
    'ko-KR': '현재 출금을 이용할 수 없습니다',
    'ja-JP': '現在出金はご利用いただけません',
  },
} satisfies Messages
