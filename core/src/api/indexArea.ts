import { type Static, Type } from '@sinclair/typebox'
import { AddressSchema } from './common'

export const IndexConfigDataSchema = Type.Object({
  image_domain: Type.String(),
  chain_ids: Type.Array(Type.Integer()),
  default_chain_id: Type.Integer(),
  local_chain: Type.Boolean(),
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
