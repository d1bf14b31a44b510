import type { BillTexts } from './zh-CN'

export const koKR: BillTexts = {
  why: '왜?',
  whyOf: '왜? {{behavior}} {{change}}',
  loadMore: '더 보기',
  end: '더 이상 기록이 없습니다',
}
