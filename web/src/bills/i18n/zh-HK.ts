import type { BillTexts } from './zh-CN'

export const zhHK: BillTexts = {
  why: '為甚麼？',
  whyOf: '為甚麼？{{behavior}} {{change}}',
  loadMore: '載入更多',
  end: '沒有更多了',
}
