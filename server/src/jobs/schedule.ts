import type { Db } from '../db/client'
import { getSetting } from '../services/settings'

export const JOBS_START_MINUTE_SETTING = 'jobs_start_minute'
/**
 * By default the day before is settled from 00:10 UTC: the day's last blocks have their confirmations by then on
 * the networks we serve (an arrival confirmed later is paid with the next day, never lost).
 */
export const DEFAULT_JOBS_START_MINUTE = 10

/** Minutes after 00:00 UTC from which the scheduler settles the day before: the setting, else the default. */
export async function jobsStartMinute(db: Db): Promise<number> {
  const value = await getSetting(db, JOBS_START_MINUTE_SETTING)
  const n = value && /^\d{1,4}$/.test(value) ? Number(value) : Number.NaN
  return n >= 0 && n <= 1439 ? n : DEFAULT_JOBS_START_MINUTE
}
