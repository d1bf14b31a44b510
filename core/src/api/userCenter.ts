import { type Static, Type } from '@sinclair/typebox'
import { SignedActionFields } from './auth'
import { AddressSchema, DateTimeSchema, PageSchema } from './common'

export const InviteCodeSchema = Type.String({ pattern: '^[A-Za-z0-9]{4,32}$' })

export const BindBodySchema = Type.Object(
  { invite_code: InviteCodeSchema, ...SignedActionFields },
  { additionalProperties: false },
)
export type BindBody = Static<typeof BindBodySchema>

export const BindDataSchema = Type.Object({ parent_id: Type.Integer(), parent_address: AddressSchema })
export type BindData = Static<typeof BindDataSchema>

export const InviteeSchema = Type.Object({ address: AddressSchema, bound_at: DateTimeSchema })
export type Invitee = Static<typeof InviteeSchema>

export const InviteesDataSchema = PageSchema(InviteeSchema)
export type InviteesData = Static<typeof InviteesDataSchema>
