/** The page after the loaded ones of a `{ list, total_count }` list, or undefined when all are loaded (spec 001 §4). */
export function nextPageOf(pages: readonly { list: readonly unknown[]; total_count: number }[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.list.length, 0)
  const last = pages.at(-1)
  if (!last || last.list.length === 0 || loaded >= last.total_count) return undefined
  return pages.length + 1
}
