import { type Static, Type } from '@sinclair/typebox'
import { PageSchema } from './common'
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
    page: Type.Integer({ minimum: 1, default: 1 }),
    page_size: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
    /** Accepted because the earlier app sent it; the session, not this field, decides who is asking. */
    account: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
)
export type NoticeListQuery = Static<typeof NoticeListQuerySchema>

export const NoticeListDataSchema = PageSchema(NoticeSchema)
export type NoticeListData = Static<typeof NoticeListDataSchema>

/** One of `id` (a row) or `group_id` (the notice, in the request's language). */
export const NoticeDetailQuerySchema = Type.Object(
  { id: Type.Optional(Type.Integer({ minimum: 1 })), group_id: Type.Optional(Type.Integer({ minimum: 1 })) },
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
