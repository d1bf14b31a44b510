import type { AdminNotice, NoticeAddBody, NoticeEditBody } from '@phoswap/core/api/admin'
import type { Notice, NoticeListItem } from '@phoswap/core/api/content'
import type { Language } from '@phoswap/core/api/language'
import { and, count, countDistinct, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { noticeGroups, notices } from '../../db/schema'
import { AppError } from '../../errors'
import { sanitizePlainText, sanitizeRichText } from './sanitize'

type Row = {
  id: number
  groupId: number
  language: string
  title: string
  remark: string
  description: string
  author: string
  createdAt: Date
}

const listColumns = {
  id: notices.id,
  groupId: notices.groupId,
  language: notices.language,
  title: notices.title,
  remark: notices.remark,
  author: notices.author,
  createdAt: noticeGroups.createdAt,
}
const columns = { ...listColumns, description: notices.description }

/**
 * Text is sanitised once, when it is saved (and rows from before by sanitizeStoredNotices), never on the way
 * out: a list of 100 notices of 200 KB each re-sanitised per read held the whole server for seconds.
 */
function toListItem(row: Omit<Row, 'description'>): NoticeListItem {
  return {
    id: row.id,
    group_id: row.groupId,
    language: row.language as Language,
    title: row.title,
    remark: row.remark,
    author: row.author,
    create_at: Math.floor(row.createdAt.getTime() / 1000),
  }
}

function toNotice(row: Row): Notice {
  return { ...toListItem(row), description: row.description }
}

/** The reader's language first, then zh-CN (the default), then en-US, then any. */
function languageRank(language: Language): SQL {
  return sql`case ${notices.language} when ${language} then 0 when 'zh-CN' then 1 when 'en-US' then 2 else 3 end`
}

const published = eq(noticeGroups.status, 'published')

/** Published notices, newest first, one row per notice in the reader's language, without descriptions. */
export async function listNotices(db: Db, language: Language, page: number, pageSize: number) {
  const [total] = await db
    .select({ n: countDistinct(notices.groupId) })
    .from(notices)
    .innerJoin(noticeGroups, eq(noticeGroups.id, notices.groupId))
    .where(published)
  const picked = db
    .selectDistinctOn([notices.groupId], listColumns)
    .from(notices)
    .innerJoin(noticeGroups, eq(noticeGroups.id, notices.groupId))
    .where(published)
    .orderBy(notices.groupId, languageRank(language), notices.id)
    .as('picked')
  const rows = await db
    .select()
    .from(picked)
    .orderBy(desc(picked.createdAt), desc(picked.groupId))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
  return { list: rows.map(toListItem), total_count: Number(total?.n ?? 0) }
}

/** The newest published notice in the reader's language, with its description. */
export async function latestNotice(db: Db, language: Language): Promise<Notice | null> {
  const newest = (await listNotices(db, language, 1, 1)).list[0]
  return newest ? noticeById(db, newest.id) : null
}

export async function noticeById(db: Db, id: number): Promise<Notice> {
  const [row] = await db
    .select(columns)
    .from(notices)
    .innerJoin(noticeGroups, eq(noticeGroups.id, notices.groupId))
    .where(and(eq(notices.id, id), published))
  if (!row) throw new AppError('not_found')
  return toNotice(row)
}

export async function noticeByGroup(db: Db, groupId: number, language: Language): Promise<Notice> {
  const [row] = await db
    .select(columns)
    .from(notices)
    .innerJoin(noticeGroups, eq(noticeGroups.id, notices.groupId))
    .where(and(eq(notices.groupId, groupId), published))
    .orderBy(languageRank(language), notices.id)
    .limit(1)
  if (!row) throw new AppError('not_found')
  return toNotice(row)
}

// ---- operator side ----

export async function addNotice(db: Db, body: NoticeAddBody): Promise<AdminNotice> {
  const values = {
    language: body.language,
    title: sanitizePlainText(body.title),
    remark: sanitizeRichText(body.remark ?? ''),
    description: sanitizeRichText(body.description),
    author: sanitizePlainText(body.author ?? ''),
  }
  if (!values.title || !values.description) throw new AppError('invalid_request', 'empty after sanitising')
  const id = await db.transaction(async (tx) => {
    let groupId = body.group_id
    if (groupId === undefined) {
      const [group] = await tx.insert(noticeGroups).values({}).returning({ id: noticeGroups.id })
      groupId = group!.id
    } else {
      const [group] = await tx.select({ id: noticeGroups.id }).from(noticeGroups).where(eq(noticeGroups.id, groupId))
      if (!group) throw new AppError('not_found')
    }
    const [row] = await tx
      .insert(notices)
      .values({ ...values, groupId })
      .onConflictDoNothing()
      .returning({ id: notices.id })
    if (!row) throw new AppError('notice_language_exists')
    return row.id
  })
  return adminNotice(db, id)
}

export async function editNotice(db: Db, body: NoticeEditBody): Promise<AdminNotice> {
  const changes: Partial<typeof notices.$inferInsert> = { updatedAt: new Date() }
  if (body.title !== undefined) changes.title = sanitizePlainText(body.title)
  if (body.remark !== undefined) changes.remark = sanitizeRichText(body.remark)
  if (body.description !== undefined) changes.description = sanitizeRichText(body.description)
  if (body.author !== undefined) changes.author = sanitizePlainText(body.author)
  if (changes.title === '' || changes.description === '') {
    throw new AppError('invalid_request', 'empty after sanitising')
  }
  const updated = await db.update(notices).set(changes).where(eq(notices.id, body.id)).returning({ id: notices.id })
  if (updated.length === 0) throw new AppError('not_found')
  return adminNotice(db, body.id)
}

export async function setNoticeStatus(db: Db, groupId: number, status: 'published' | 'withdrawn') {
  const updated = await db
    .update(noticeGroups)
    .set({ status, updatedAt: new Date() })
    .where(eq(noticeGroups.id, groupId))
    .returning({ id: noticeGroups.id })
  if (updated.length === 0) throw new AppError('not_found')
  return { group_id: groupId, status }
}

const adminColumns = { ...columns, status: noticeGroups.status }

function toAdminNotice(row: Row & { status: string }): AdminNotice {
  return { ...toNotice(row), status: row.status === 'withdrawn' ? 'withdrawn' : 'published' }
}

async function adminNotice(db: Db, id: number): Promise<AdminNotice> {
  const [row] = await db
    .select(adminColumns)
    .from(notices)
    .innerJoin(noticeGroups, eq(noticeGroups.id, notices.groupId))
    .where(eq(notices.id, id))
  if (!row) throw new AppError('not_found')
  return toAdminNotice(row)
}

/** Every row, withdrawn ones included, newest notice first. */
export async function listAllNotices(db: Db, page: number, pageSize: number) {
  const [total] = await db.select({ n: count() }).from(notices)
  const rows = await db
    .select(adminColumns)
    .from(notices)
    .innerJoin(noticeGroups, eq(noticeGroups.id, notices.groupId))
    .orderBy(desc(notices.groupId), notices.id)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
  return { list: rows.map(toAdminNotice), total_count: Number(total?.n ?? 0) }
}
