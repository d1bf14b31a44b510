import type { BillTexts } from './zh-CN'

export const enUS: BillTexts = {
  why: 'Why?',
  whyOf: 'Why? {{behavior}} {{change}}',
  loadMore: 'Load more',
  end: 'No more records',
}
