import type { BillTexts } from './zh-CN'

export const jaJP: BillTexts = {
  why: 'なぜ？',
  whyOf: 'なぜ？{{behavior}} {{change}}',
  loadMore: 'さらに読み込む',
  end: 'これ以上ありません',
}
