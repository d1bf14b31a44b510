/**
 * A moment (epoch ms, Date or an ISO string) as date and time in the UI language, by Intl: "Nov 27, 2026, 3:43 PM"
 * in en-US, "2026年11月27日 15:43" in zh-CN; '--' when unreadable. The reader's time zone.
 */
export function formatDateTime(value: number | string | Date, language: string): string {
  const time = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value)
  if (!Number.isFinite(time)) return '--'
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(time)
}
