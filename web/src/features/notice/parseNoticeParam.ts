import type { Notice } from '@phoswap/core/api/content'

/** A notice as the Notice route receives it in query `basic`: the fields it shows, plus the optional ids. */
export type NoticeParam = Pick<Notice, 'title' | 'description' | 'author' | 'create_at'> &
  Partial<Pick<Notice, 'id' | 'group_id' | 'remark' | 'language'>>

const REQUIRED_TEXT = ['title', 'description', 'author'] as const
const OPTIONAL_TEXT = ['remark', 'language'] as const
const OPTIONAL_ID = ['id', 'group_id'] as const
const KNOWN = new Set<string>([...REQUIRED_TEXT, ...OPTIONAL_TEXT, ...OPTIONAL_ID, 'create_at'])

/** Beyond any real notice; a longer query is refused before it is parsed. */
export const MAX_PARAM_LENGTH = 200_000

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0

/**
 * Reads query `basic` strictly: a JSON object with text `title`, `description`, `author`, a unix-seconds
 * `create_at`, optionally `id`, `group_id`, `remark`, `language`, and nothing else. Anything else gives null,
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
  const createAt = record.create_at
  if (typeof createAt !== 'number' || !Number.isSafeInteger(createAt) || createAt < 0) return null
  return record as NoticeParam
}

/** The query value for a notice: only the fields the Notice route accepts. */
export function noticeParam(notice: Notice): string {
  const { id, group_id, title, remark, description, author, create_at } = notice
  return JSON.stringify({ id, group_id, title, remark, description, author, create_at })
}
