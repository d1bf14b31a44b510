import type { AdminBanner } from '@phoswap/core/api/admin'

export type BannerLanguage = AdminBanner['language']

/** The banners the home page shows (active or not, for the console) in `language`: its own and 'all', higher sort first. */
export function bannersShownIn(list: readonly AdminBanner[], language: BannerLanguage): AdminBanner[] {
  return list
    .filter((b) => language === 'all' || b.language === language || b.language === 'all')
    .sort((a, b) => b.sort - a.sort || a.id - b.id)
}

/**
 * Moves the banner at `from` to `to` in the shown order and gives every banner a strict order again (sorts 10 apart,
 * the first highest): the edits to send, only for the banners whose sort changes.
 */
export function reorder(
  shown: readonly AdminBanner[],
  from: number,
  to: number,
): { banner: AdminBanner; sort: number }[] {
  if (to < 0 || to >= shown.length || from === to) return []
  const order = [...shown]
  const [moved] = order.splice(from, 1)
  order.splice(to, 0, moved!)
  const top = Math.max(order.length * 10, ...order.map((b) => b.sort))
  return order
    .map((banner, index) => ({ banner, sort: Math.min(top - index * 10, 1_000_000) }))
    .filter(({ banner, sort }) => banner.sort !== sort)
}
