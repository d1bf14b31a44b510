import type { Notice, NoticeListItem } from '@phoswap/core/api/content'

/**
 * A notice as the Notice route receives it in query `basic`: the fields it shows, plus the optional ids. The
 * description may be left out when `group_id` is there: the page then loads it (lists carry no descriptions).
 */
export type NoticeParam = Pick<Notice, 'title' | 'author' | 'create_at'> &
  Partial<Pick<Notice, 'id' | 'group_id' | 'remark' | 'language' | 'description'>>

const REQUIRED_TEXT = ['title', 'author'] as const
const OPTIONAL_TEXT = ['remark', 'language', 'description'] as const
const OPTIONAL_ID = ['id', 'group_id'] as const
const KNOWN = new Set<string>([...REQUIRED_TEXT, ...OPTIONAL_TEXT, ...OPTIONAL_ID, 'create_at'])

/** Beyond any real notice; a longer query is refused before it is parsed. */
export const MAX_PARAM_LENGTH = 200_000

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0

/**
 * Reads query `basic` strictly: a JSON object with text `title`, `author`, a unix-seconds `create_at`, text
 * `description` or an id `group_id` (or both), optionally `id`, `remark`, `language`, and nothing else. Anything else gives null,
 * which the page shows as an error instead of guessing.
 */
export function parseNoticeParam(raw: string | null): NoticeParam | null {
  if (!raw || raw.length > MAX_PARAM_LENGTH) return null
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const record = value as Record<string, unknown>
  if (Object.keys(record).some((key) => !KNOWN.has(key))) return null
  for (const key of REQUIRED_TEXT) if (typeof record[key] !== 'string') return null
  for (const key of OPTIONAL_TEXT) if (key in record && typeof record[key] !== 'string') return null
  for (const key of OPTIONAL_ID) if (key in record && !isId(record[key])) return null
  if (!('description' in record) && !('group_id' in record)) return null
  const createAt = record.create_at
  if (typeof createAt !== 'number' || !Number.isSafeInteger(createAt) || createAt < 0) return null
  return record as NoticeParam
}

/** The query value for a notice of a list: only the fields the Notice route accepts (no description). */
export function noticeParam(notice: NoticeListItem): string {
  const { id, group_id, title, remark, author, create_at } = notice
  return JSON.stringify({ id, group_id, title, remark, author, create_at })
}
