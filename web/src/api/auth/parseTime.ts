/** The server sends ISO 8601 date-times; accept Unix seconds or ms too. Returns ms, or `fallback` when unreadable. */
export function parseTime(value: unknown, fallback: number): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value < 1e12 ? value * 1000 : value
  if (typeof value === 'string') {
    const parsed = Date.parse(value)
    if (Number.isFinite(parsed)) return parsed
    const numeric = Number(value)
    if (Number.isFinite(numeric) && value.trim() !== '') return parseTime(numeric, fallback)
  }
  return fallback
}
