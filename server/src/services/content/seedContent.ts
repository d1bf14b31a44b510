import { LANGUAGES } from '@phoswap/core/api/language'
import { and, count, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { banners, noticeGroups, notices } from '../../db/schema'
import { DEFAULT_BANNERS, DEFAULT_NOTICES, RETIRED_DEFAULT_BANNERS } from './defaultContent'
import { sanitizePlainText, sanitizeRichText } from './sanitize'

/**
 * Fills the notice and banner tables with the default content when each is empty (SEED_CONTENT=1, the sandbox);
 * the banners once seeded in English for every language are replaced by the per-language ones.
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
    // A sandbox seeded before the banners had one image per language: its English images (shown in every
    // language) go, and the per-language set takes their place.
    await tx.delete(banners).where(and(eq(banners.language, 'all'), inArray(banners.image, RETIRED_DEFAULT_BANNERS)))
    const [bannerCount] = await tx.select({ n: count() }).from(banners)
    if (Number(bannerCount?.n) === 0) {
      await tx.insert(banners).values(DEFAULT_BANNERS)
      seeded.banners = DEFAULT_BANNERS.length
    }
    return seeded
  })
}
