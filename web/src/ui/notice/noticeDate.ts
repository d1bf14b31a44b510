import { formatDate } from '@phoswap/core/format/formatDate'

/** A notice's `create_at` (unix seconds) as yyyy-MM-dd in the reader's time zone, and as a machine-readable time. */
export function noticeDate(createAt: number): { text: string; iso: string | undefined } {
  const ms = createAt * 1000
  const date = new Date(ms)
  if (!Number.isFinite(ms) || Number.isNaN(date.getTime())) return { text: formatDate(Number.NaN), iso: undefined }
  return { text: formatDate(ms, -date.getTimezoneOffset()), iso: date.toISOString() }
}
