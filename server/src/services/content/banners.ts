import type { AdminBanner, BannerAddBody, BannerEditBody } from '@phoswap/core/api/admin'
import type { Banner } from '@phoswap/core/api/content'
import { DEFAULT_LANGUAGE, type Language } from '@phoswap/core/api/language'
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { banners } from '../../db/schema'
import { AppError } from '../../errors'

type Row = typeof banners.$inferSelect

// Higher sort first (operators bump a banner up by raising it); ties by newest.
const order = [desc(banners.sort), desc(banners.id)]

function toBanner(row: Row): Banner {
  return { id: row.id, image: row.image, link: row.link, sort: row.sort }
}

function toAdminBanner(row: Row): AdminBanner {
  return { ...toBanner(row), language: row.language as AdminBanner['language'], active: row.active }
}

/**
 * The languages whose banners a reader sees, in order: their own, then the default (zh-CN), then en-US, like the
 * notices. The first of them with an active banner is used.
 */
export function bannerLanguages(language: Language): Language[] {
  return [...new Set<Language>([language, DEFAULT_LANGUAGE, 'en-US'])]
}

/**
 * Active banners for every language, with those of the reader's language, or when there are none, of the first
 * fallback language that has some (`bannerLanguages`): the operator uploads an image per language, and a reader
 * never sees one language's images stacked on another's.
 */
export async function listBanners(db: Db, language: Language) {
  const languages = bannerLanguages(language)
  const rows = await db
    .select()
    .from(banners)
    .where(and(eq(banners.active, true), inArray(banners.language, ['all', ...languages])))
    .orderBy(...order)
  const chosen = languages.find((l) => rows.some((row) => row.language === l))
  const list = rows.filter((row) => row.language === 'all' || row.language === chosen)
  return { list: list.map(toBanner), total_count: list.length }
}

export async function listAllBanners(db: Db) {
  const rows = await db
    .select()
    .from(banners)
    .orderBy(asc(banners.active), ...order)
  return { list: rows.map(toAdminBanner), total_count: rows.length }
}

export async function addBanner(db: Db, body: BannerAddBody): Promise<AdminBanner> {
  const [row] = await db
    .insert(banners)
    .values({
      image: body.image,
      link: body.link ?? '',
      sort: body.sort ?? 0,
      language: body.language ?? 'all',
      active: body.active ?? true,
    })
    .returning()
  return toAdminBanner(row!)
}

export async function editBanner(db: Db, body: BannerEditBody): Promise<AdminBanner> {
  const { id, ...changes } = body
  if (Object.keys(changes).length === 0) throw new AppError('invalid_request', 'nothing to change')
  const [row] = await db.update(banners).set(changes).where(eq(banners.id, id)).returning()
  if (!row) throw new AppError('not_found')
  return toAdminBanner(row)
}

export async function removeBanner(db: Db, id: number) {
  const removed = await db.delete(banners).where(eq(banners.id, id)).returning({ id: banners.id })
  if (removed.length === 0) throw new AppError('not_found')
  return { id, removed: true as const }
}
