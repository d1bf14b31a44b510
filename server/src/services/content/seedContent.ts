import { LANGUAGES } from '@phoswap/core/api/language'
import { count, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { banners, noticeGroups, notices } from '../../db/schema'
import { DEFAULT_BANNERS, DEFAULT_NOTICES } from './defaultContent'
import { sanitizePlainText, sanitizeRichText } from './sanitize'

/**
 * Fills the notice and banner tables with the default content when each is empty (SEED_CONTENT=1, the sandbox).
 * Runs in one transaction so two instances starting together cannot both seed.
 */
export async function seedContent(db: Db): Promise<{ notices: number; banners: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${noticeGroups}, ${banners} in exclusive mode`)
    const seeded = { notices: 0, banners: 0 }
    const [groups] = await tx.select({ n: count() }).from(noticeGroups)
    if (Number(groups?.n) === 0) {
      const day = 86_400_000
      for (const [i, notice] of DEFAULT_NOTICES.entries()) {
        const createdAt = new Date(Date.now() - (DEFAULT_NOTICES.length - i) * day)
        const [group] = await tx.insert(noticeGroups).values({ createdAt }).returning({ id: noticeGroups.id })
        for (const language of LANGUAGES) {
          const text = notice.text[language]
          await tx.insert(notices).values({
            groupId: group!.id,
            language,
            title: sanitizePlainText(text.title),
            remark: sanitizeRichText(text.remark),
            description: sanitizeRichText(text.description),
            author: sanitizePlainText(notice.author),
          })
          seeded.notices++
        }
      }
    }
    const [bannerCount] = await tx.select({ n: count() }).from(banners)
    if (Number(bannerCount?.n) === 0) {
      await tx.insert(banners).values(DEFAULT_BANNERS)
      seeded.banners = DEFAULT_BANNERS.length
    }
    return seeded
  })
}
