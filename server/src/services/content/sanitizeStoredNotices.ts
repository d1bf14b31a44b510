import { asc, eq, gt } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { notices } from '../../db/schema'
import { getSetting, setSetting } from '../settings'
import { sanitizePlainText, sanitizeRichText } from './sanitize'

/** Raise when the sanitiser's rules change: stored notices are then cleaned again once, at the next start. */
export const NOTICE_SANITIZER_VERSION = '1'
const SETTING = 'notice_sanitizer_version'
const BATCH = 50

/**
 * Notices are sanitised when saved and served as stored. Rows saved before that rule (or under older rules) are
 * cleaned here once per sanitiser version, in batches; returns how many rows changed.
 */
export async function sanitizeStoredNotices(db: Db): Promise<number> {
  if ((await getSetting(db, SETTING)) === NOTICE_SANITIZER_VERSION) return 0
  let changed = 0
  let after = 0
  for (;;) {
    const rows = await db.select().from(notices).where(gt(notices.id, after)).orderBy(asc(notices.id)).limit(BATCH)
    if (rows.length === 0) break
    for (const row of rows) {
      const clean = {
        title: sanitizePlainText(row.title),
        remark: sanitizeRichText(row.remark),
        description: sanitizeRichText(row.description),
        author: sanitizePlainText(row.author),
      }
      const same = Object.entries(clean).every(([key, value]) => row[key as keyof typeof clean] === value)
      if (!same) {
        await db.update(notices).set(clean).where(eq(notices.id, row.id))
        changed++
      }
    }
    after = rows[rows.length - 1]!.id
  }
  await setSetting(db, SETTING, NOTICE_SANITIZER_VERSION)
  return changed
}
