/** The reward bill lists' own texts (namespace `bills`): the row's "why?" and the list foot. */
export const zhCN = {
  why: '为什么？',
  whyOf: '为什么？{{behavior}} {{change}}',
  loadMore: '加载更多',
  end: '没有更多了',
}

export type BillTexts = typeof zhCN
