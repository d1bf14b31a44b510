import { type Static, Type } from '@sinclair/typebox'
import { AddressSchema } from './common'

/**
 * The external sites the operator names (`config set link_<name> <https URL>`): the side menu's chat and hash
 * entries, the partner page's second product and flywheel protocol. An entry without a link is not shown.
 */
export const EXTERNAL_LINK_KEYS = ['chat', 'hash', 'partner_product', 'flywheel'] as const
export type ExternalLinkKey = (typeof EXTERNAL_LINK_KEYS)[number]

const Link = Type.Union([Type.String(), Type.Null()])
export const ExternalLinksSchema = Type.Object({
  chat: Link,
  hash: Link,
  partner_product: Link,
  flywheel: Link,
} satisfies Record<ExternalLinkKey, typeof Link>)
export type ExternalLinks = Static<typeof ExternalLinksSchema>

export const IndexConfigDataSchema = Type.Object({
  image_domain: Type.String(),
  chain_ids: Type.Array(Type.Integer()),
  default_chain_id: Type.Integer(),
  local_chain: Type.Boolean(),
  /** Each external site's https URL, null when the operator has named none (the entry is hidden). */
  links: ExternalLinksSchema,
})
export type IndexConfigData = Static<typeof IndexConfigDataSchema>

export const GetAccountBodySchema = Type.Object({ address: AddressSchema }, { additionalProperties: false })
export type GetAccountBody = Static<typeof GetAccountBodySchema>

export const UserInfoSchema = Type.Object({
  address: AddressSchema,
  /** 0 when no referrer is bound. */
  parent_id: Type.Integer({ minimum: 0 }),
  invite_code: Type.String(),
  parent_address: Type.Union([AddressSchema, Type.Null()]),
  /** The referral tree's root (operator setting `genesis_address`): may invite without a referrer. */
  is_genesis: Type.Boolean(),
})
export type UserInfo = Static<typeof UserInfoSchema>

export const GetAccountDataSchema = Type.Object({ user_info: UserInfoSchema })
export type GetAccountData = Static<typeof GetAccountDataSchema>
