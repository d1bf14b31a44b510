/**
 * Whether an operator's text is a list position the admin API takes (`sort`: a whole number from -1,000,000 to
 * 1,000,000, as BannerAddBodySchema and the pack schemas say). Banners and asset packs are both ordered by it.
 */
export function isSortOrder(text: string): boolean {
  return /^-?\d{1,7}$/.test(text.trim()) && Math.abs(Number(text)) <= 1_000_000
}
