import { type Static, Type } from '@sinclair/typebox'
import { IdSchema, OperatorProofFields, PageSchema, TextSchema } from './common'
import { BannerSchema, LanguageSchema, NoticeSchema } from './content'
import { EXTERNAL_LINK_KEYS } from './indexArea'

const Title = TextSchema({ minLength: 1, maxLength: 200 })
const Remark = TextSchema({ maxLength: 20_000 })
const Description = TextSchema({ minLength: 1, maxLength: 200_000 })
const Author = TextSchema({ maxLength: 64 })

export const NoticeAddBodySchema = Type.Object(
  {
    /** Adds a language to an existing notice; a new notice is created when omitted. */
    group_id: Type.Optional(IdSchema),
    language: LanguageSchema,
    title: Title,
    remark: Type.Optional(Remark),
    description: Description,
    author: Type.Optional(Author),
  },
  { additionalProperties: false },
)
export type NoticeAddBody = Static<typeof NoticeAddBodySchema>

export const NoticeEditBodySchema = Type.Object(
  {
    id: IdSchema,
    title: Type.Optional(Title),
    remark: Type.Optional(Remark),
    description: Type.Optional(Description),
    author: Type.Optional(Author),
  },
  { additionalProperties: false },
)
export type NoticeEditBody = Static<typeof NoticeEditBodySchema>

export const NoticeGroupBodySchema = Type.Object({ group_id: IdSchema }, { additionalProperties: false })
export type NoticeGroupBody = Static<typeof NoticeGroupBodySchema>

export const NoticeStatusSchema = Type.Union([Type.Literal('published'), Type.Literal('withdrawn')])

export const AdminNoticeSchema = Type.Object({ ...NoticeSchema.properties, status: NoticeStatusSchema })
export type AdminNotice = Static<typeof AdminNoticeSchema>

export const AdminNoticeListDataSchema = PageSchema(AdminNoticeSchema)
export type AdminNoticeListData = Static<typeof AdminNoticeListDataSchema>

export const NoticeGroupDataSchema = Type.Object({ group_id: Type.Integer(), status: NoticeStatusSchema })
export type NoticeGroupData = Static<typeof NoticeGroupDataSchema>

/** A path under image_domain (letters, digits, . _ - /, no "..") or an absolute https/http URL. */
export const ImagePathSchema = Type.String({
  minLength: 1,
  maxLength: 500,
  pattern: '^(?!.*\\.\\.)([A-Za-z0-9_][A-Za-z0-9._/-]*|https?://[^\\s"<>\\u0000-\\u001F\\u007F]+)$',
})
/** Empty, an app route ("#/..."), or an absolute https/http URL. */
export const LinkSchema = Type.String({
  maxLength: 500,
  pattern: '^$|^#/[^\\s"<>\\u0000-\\u001F\\u007F]*$|^https?://[^\\s"<>\\u0000-\\u001F\\u007F]+$',
})
export const BannerLanguageSchema = Type.Union([LanguageSchema, Type.Literal('all')])

export const BannerAddBodySchema = Type.Object(
  {
    image: ImagePathSchema,
    link: Type.Optional(LinkSchema),
    sort: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
    language: Type.Optional(BannerLanguageSchema),
    active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
)
export type BannerAddBody = Static<typeof BannerAddBodySchema>

export const BannerEditBodySchema = Type.Object(
  {
    id: IdSchema,
    image: Type.Optional(ImagePathSchema),
    link: Type.Optional(LinkSchema),
    sort: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
    language: Type.Optional(BannerLanguageSchema),
    active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
)
export type BannerEditBody = Static<typeof BannerEditBodySchema>

export const BannerIdBodySchema = Type.Object({ id: IdSchema }, { additionalProperties: false })

export const AdminBannerSchema = Type.Object({
  ...BannerSchema.properties,
  language: BannerLanguageSchema,
  active: Type.Boolean(),
})
export type AdminBanner = Static<typeof AdminBannerSchema>

export const AdminBannerListDataSchema = PageSchema(AdminBannerSchema)

/** Settings an operator may change, with the rule each value must meet. */
export const ConfigSetBodySchema = Type.Union([
  Type.Object(
    {
      key: Type.Literal('image_domain'),
      value: Type.String({
        minLength: 1,
        maxLength: 300,
        pattern: '^https?://[^\\s"<>\\u0000-\\u001F\\u007F]+[^/\\s"<>\\u0000-\\u001F\\u007F]$',
      }),
    },
    { additionalProperties: false },
  ),
  // The referral tree's root (issue 12): may invite without a referrer.
  Type.Object(
    { key: Type.Literal('genesis_address'), value: Type.String({ pattern: '^0x[0-9a-fA-F]{40}$' }) },
    { additionalProperties: false },
  ),
  // Own TVL (18-decimal USDT base units) from which an address counts as valid; run `team rebuild` after.
  Type.Object(
    { key: Type.Literal('team_valid_tvl'), value: Type.String({ pattern: '^[1-9][0-9]{0,40}$' }) },
    { additionalProperties: false },
  ),
  // Group-buy markets (docs/decisions/0065-group-buy.md): seat prices and coupon price in base units.
  Type.Object(
    {
      key: Type.Union(
        ['gg', 'vg'].flatMap((v) => ['pay_gdt', 'pay_vgt', 'coupon_price'].map((f) => Type.Literal(`${v}_${f}`))),
      ),
      value: Type.String({ pattern: '^(0|[1-9][0-9]{0,40})$' }),
    },
    { additionalProperties: false },
  ),
  // Seconds a group has to fill: 60 to 30 days.
  Type.Object(
    {
      key: Type.Union([Type.Literal('gg_deadline_seconds'), Type.Literal('vg_deadline_seconds')]),
      value: Type.String({ pattern: '^[1-9][0-9]{1,6}$' }),
    },
    { additionalProperties: false },
  ),
  // Star card thresholds (issue 12): five levels as JSON, checked by core's parseStarRequirements.
  // Signed (`op_config_set`), as are the GDT rates and cap below (SIGNED_CONFIG_KEYS in core/src/auth/actions.ts).
  Type.Object(
    {
      key: Type.Literal('star_thresholds'),
      value: Type.String({ minLength: 2, maxLength: 2000 }),
      ...OperatorProofFields,
    },
    { additionalProperties: false },
  ),
  // The daily jobs' schedule: minutes after 00:00 UTC from which the day before is settled (0 to 1439).
  Type.Object(
    { key: Type.Literal('jobs_start_minute'), value: Type.String({ pattern: '^(0|[1-9][0-9]{0,3})$' }) },
    { additionalProperties: false },
  ),
  // GDB (VGB) per GDT (VGT) exchanged on chain, ppm: 1 to 100,000,000 (docs/decisions/0071-pack-exchange-credits.md)
  Type.Object(
    {
      key: Type.Literal('pack_exchange_rate_ppm'),
      value: Type.String({ pattern: '^(100000000|[1-9][0-9]{0,7})$' }),
    },
    { additionalProperties: false },
  ),
  // GDT reward sources (docs/decisions/0076-gdt-reward-sources.md): rates in ppm, the daily cap in GDT base units.
  Type.Object(
    {
      key: Type.Union([
        Type.Literal('gdt_trade_rate_ppm'),
        Type.Literal('gdt_share_rate_ppm'),
        Type.Literal('gdt_mining_rate_ppm'),
      ]),
      value: Type.String({ pattern: '^(0|1000000|[1-9][0-9]{0,5})$' }),
      ...OperatorProofFields,
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      key: Type.Literal('gdt_trade_daily_cap'),
      value: Type.String({ pattern: '^(0|[1-9][0-9]{0,40})$' }),
      ...OperatorProofFields,
    },
    { additionalProperties: false },
  ),
  // External sites of the side menu and the partner page (issue 30): an https URL, or '' to hide the entry.
  Type.Object(
    {
      key: Type.Union(EXTERNAL_LINK_KEYS.map((name) => Type.Literal(`link_${name}`))),
      value: Type.String({ maxLength: 300, pattern: '^(https://[^\\s"<>\\u0000-\\u001F\\u007F]+)?$' }),
    },
    { additionalProperties: false },
  ),
])
export type ConfigSetBody = Static<typeof ConfigSetBodySchema>

/** Every key `config set` takes, read from the schema above so that a new setting is named in one place. */
export const CONFIG_KEYS: readonly string[] = ConfigSetBodySchema.anyOf.flatMap((variant) => {
  const key = variant.properties.key as { const?: string; anyOf?: { const: string }[] }
  return key.anyOf ? key.anyOf.map((literal) => literal.const) : [key.const as string]
})

export const ConfigSetDataSchema = Type.Object({ key: Type.String(), value: Type.String() })

/** `npm run admin -- team rebuild`: users recomputed and rows whose kept figures were corrected. */
export const TeamRebuildDataSchema = Type.Object({ users: Type.Integer(), changed: Type.Integer() })

export const RemovedDataSchema = Type.Object({ id: Type.Integer(), removed: Type.Literal(true) })
