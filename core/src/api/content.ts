import { type Static, Type } from '@sinclair/typebox'
import { IdSchema, PageField, PageSchema, pageSizeField, TextSchema } from './common'
import type { LANGUAGES } from './language'

export const LanguageSchema = Type.Union([
  Type.Literal('zh-CN'),
  Type.Literal('en-US'),
  Type.Literal('zh-HK'),
  Type.Literal('ko-KR'),
  Type.Literal('ja-JP'),
])
// Keeps the literal list above in step with LANGUAGES.
const _sameLanguages: [Static<typeof LanguageSchema>] extends [(typeof LANGUAGES)[number]] ? true : never = true
void _sameLanguages

/** One notice in one language. `remark` and `description` are sanitised HTML; the rest is plain text. */
export const NoticeSchema = Type.Object({
  id: Type.Integer(),
  group_id: Type.Integer(),
  language: LanguageSchema,
  title: Type.String(),
  remark: Type.String(),
  description: Type.String(),
  author: Type.String(),
  /** Unix seconds of the group's publication. */
  create_at: Type.Integer(),
})
export type Notice = Static<typeof NoticeSchema>

export const NoticeListQuerySchema = Type.Object(
  {
    page: PageField,
    page_size: pageSizeField(10),
    /** Sent as the spec says (the reader's wallet); the session, not this field, decides who is asking. */
    account: Type.Optional(TextSchema({ maxLength: 64 })),
    /** The reader's language (spec 000 §7: "requested with account and language"); before the Show-Language header. */
    language: Type.Optional(TextSchema({ maxLength: 16 })),
  },
  { additionalProperties: false },
)
export type NoticeListQuery = Static<typeof NoticeListQuerySchema>

/** A notice as lists show it: everything but the description (up to 200 KB), which only the detail carries. */
export const NoticeListItemSchema = Type.Omit(NoticeSchema, ['description'])
export type NoticeListItem = Static<typeof NoticeListItemSchema>

export const NoticeListDataSchema = PageSchema(NoticeListItemSchema)
export type NoticeListData = Static<typeof NoticeListDataSchema>

/** One of `id` (a row) or `group_id` (the notice, in the request's language). */
export const NoticeDetailQuerySchema = Type.Object(
  { id: Type.Optional(IdSchema), group_id: Type.Optional(IdSchema) },
  { additionalProperties: false },
)
export type NoticeDetailQuery = Static<typeof NoticeDetailQuerySchema>

/** The latest published notice, or null when there is none. */
export const NoticeLatestDataSchema = Type.Union([NoticeSchema, Type.Null()])
export type NoticeLatestData = Static<typeof NoticeLatestDataSchema>

export const BannerSchema = Type.Object({
  id: Type.Integer(),
  /** Path under `image_domain` (GET /index/config), or an absolute http(s) URL. */
  image: Type.String(),
  /** Where a tap goes: an app route ("#/...") or an http(s) URL; empty for none. */
  link: Type.String(),
  sort: Type.Integer(),
})
export type Banner = Static<typeof BannerSchema>

export const BannerListDataSchema = PageSchema(BannerSchema)
export type BannerListData = Static<typeof BannerListDataSchema>
