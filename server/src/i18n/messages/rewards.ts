import type { Messages } from './types'

/** Replies of the reward wallet and its ledger. */
export const rewardsMessages = {
  explain_unknown: {
    'zh-CN': '没有这笔账单的奖励说明',
    'en-US': 'There is no reward explanation for this bill',
    'zh-HK': '沒有這筆賬單的獎勵說明',
    'ko-KR': '이 내역에 대한 보상 설명이 없습니다',
    'ja-JP': 'この明細の報酬の説明はありません',
  },
  insufficient_balance: {
    'zh-CN': '余额不足',
    'en-US': 'Insufficient balance',
    'zh-HK': '餘額不足',
    'ko-KR': '잔액이 부족합니다',
    'ja-JP': '残高が不足しています',
  },
  in_debt: {
    'zh-CN': '账户因链上回滚存在欠款，请先充值补足后再转出、提现、拼团或质押',
    'en-US':
      'Your account owes coins after a chain reorganisation; deposit to cover it before you transfer, withdraw, join a group or pledge',
    'zh-HK': '賬戶因鏈上回滾存在欠款，請先充值補足後再轉出、提現、拼團或質押',
    'ko-KR': '체인 재구성으로 계정에 미수금이 있습니다. 이체, 출금, 공동구매 참여, 스테이킹 전에 입금하여 채워 주세요',
    'ja-JP':
      'チェーンの再編成によりアカウントに未払いがあります。送金・出金・共同購入・ステーキングの前に入金して補ってください',
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
  pledge_config_retired: {
    'zh-CN': '该质押套餐已下架，无法再购买或修改',
    'en-US': 'This package is no longer offered and cannot be bought or changed',
    'zh-HK': '該質押套餐已下架，無法再購買或修改',
    'ko-KR': '더 이상 제공되지 않는 패키지라 구매하거나 변경할 수 없습니다',
    'ja-JP': 'このパッケージは提供を終了したため、購入も変更もできません',
  },
  pledge_rate_invalid: {
    'zh-CN': '日收益率须大于 0 且不超过 100%，总产出须为质押额的 1 至 100 倍，且每日至少产出 1 个最小单位',
    'en-US':
      'The daily rate must be above 0 and at most 100%, the total output 1× to 100× the pledge, and a day must pay at least one base unit',
    'zh-HK': '日收益率須大於 0 且不超過 100%，總產出須為質押額的 1 至 100 倍，且每日至少產出 1 個最小單位',
    'ko-KR':
      '일일 수익률은 0보다 크고 100% 이하, 총 산출은 예치액의 1~100배이며 하루 최소 1 기본 단위를 지급해야 합니다',
    'ja-JP': '日利は 0 より大きく 100% 以下、総産出は預入額の 1～100 倍で、1 日に最小単位 1 以上を支払う必要があります',
  },
  pledge_amount_invalid: {
    'zh-CN': '质押额须为 1 至 10^30 之间的整数（最小单位）',
    'en-US': 'The pledge amount must be a whole number of base units from 1 to 10^30',
    'zh-HK': '質押額須為 1 至 10^30 之間的整數（最小單位）',
    'ko-KR': '예치 금액은 1부터 10^30 사이의 정수(기본 단위)여야 합니다',
    'ja-JP': '預入額は 1 から 10^30 までの整数（最小単位）で指定してください',
  },
  withdraw_unavailable: {
    'zh-CN': '暂不支持提现',
    'en-US': 'Withdrawals are not available',
    'zh-HK': '暫不支持提現',
    'ko-KR': '현재 출금을 이용할 수 없습니다',
    'ja-JP': '現在出金はご利用いただけません',
  },
} satisfies Messages
