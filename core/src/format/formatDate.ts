/**
 * A date as yyyy-MM-dd (notice lists) in UTC shifted by `utcOffsetMinutes` (480 for China Standard Time).
 * Takes a Date, epoch milliseconds, or a string `Date` can parse. Invalid input gives '--'.
 */
export function formatDate(value: Date | number | string, utcOffsetMinutes = 0): string {
  const time = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value)
  if (!Number.isFinite(time)) return '--'
  const shifted = new Date(time + utcOffsetMinutes * 60_000)
  if (Number.isNaN(shifted.getTime())) return '--'
  const y = shifted.getUTCFullYear().toString().padStart(4, '0')
  const m = (shifted.getUTCMonth() + 1).toString().padStart(2, '0')
  const d = shifted.getUTCDate().toString().padStart(2, '0')
  return `${y}-${m}-${d}`
}
