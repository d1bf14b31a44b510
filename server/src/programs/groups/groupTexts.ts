import type { Language } from '@phoswap/core/api/language'

/** Group status texts the server sends (spec: status 0 in progress, 1 success, other failure). */
const STATUS: Record<number, Record<Language, string>> = {
  0: { 'zh-CN': '进行中', 'en-US': 'In progress', 'zh-HK': '進行中', 'ko-KR': '진행 중', 'ja-JP': '進行中' },
  1: { 'zh-CN': '拼团成功', 'en-US': 'Success', 'zh-HK': '拼團成功', 'ko-KR': '성공', 'ja-JP': '成立' },
  2: {
    'zh-CN': '拼团失败，已退款',
    'en-US': 'Failed, refunded',
    'zh-HK': '拼團失敗，已退款',
    'ko-KR': '실패, 환불됨',
    'ja-JP': '不成立・返金済み',
  },
}

export const groupStatusText = (status: number, language: Language): string => (STATUS[status] ?? STATUS[2]!)[language]

const TYPE = {
  out: { 'zh-CN': '支出', 'en-US': 'Expense', 'zh-HK': '支出', 'ko-KR': '지출', 'ja-JP': '支出' },
  in: { 'zh-CN': '收入', 'en-US': 'Income', 'zh-HK': '收入', 'ko-KR': '수입', 'ja-JP': '収入' },
} satisfies Record<string, Record<Language, string>>

/** A bill's type text: what left the wallet, or what came in. */
export const groupBillTypeText = (amount: bigint, language: Language): string =>
  (amount < 0n ? TYPE.out : TYPE.in)[language]
