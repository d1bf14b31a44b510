/** A UTC day, the period of the daily jobs: from `start` (00:00) up to, not including, `end` (next 00:00). */
export interface DayPeriod {
  /** `YYYY-MM-DD`. */
  key: string
  start: Date
  end: Date
}

const DAY_MS = 86_400_000

function dayAt(startMs: number): DayPeriod {
  const start = new Date(startMs)
  return { key: start.toISOString().slice(0, 10), start, end: new Date(startMs + DAY_MS) }
}

/** The day of a `YYYY-MM-DD` text, or null when it is not a real calendar day. */
export function parseDay(text: string): DayPeriod | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null
  const ms = Date.parse(`${text}T00:00:00Z`)
  if (Number.isNaN(ms)) return null
  const day = dayAt(ms)
  return day.key === text ? day : null
}

/** The last whole UTC day before `now`: the period a daily job settles. */
export function previousDay(now: Date): DayPeriod {
  return dayAt(Math.floor(now.getTime() / DAY_MS) * DAY_MS - DAY_MS)
}
