/** Infinite lists: the next page to ask for, or undefined when every item of `total` is loaded. */
export function nextPageOf(pages: readonly { list: readonly unknown[]; total_count: number }[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.list.length, 0)
  const last = pages.at(-1)
  if (!last || last.list.length === 0 || loaded >= last.total_count) return undefined
  return pages.length + 1
}
