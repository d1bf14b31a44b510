import { type Static, Type } from '@sinclair/typebox'
import { ACTIONS } from '../auth/actions'
import { AddressSchema, DateTimeSchema, NonceSchema, SignatureSchema, TextSchema } from './common'

export const NonceBodySchema = Type.Object({ address: AddressSchema }, { additionalProperties: false })
export type NonceBody = Static<typeof NonceBodySchema>

export const NonceDataSchema = Type.Object({ nonce: NonceSchema, expires_at: DateTimeSchema })
export type NonceData = Static<typeof NonceDataSchema>

export const VerifyBodySchema = Type.Object(
  { message: TextSchema({ minLength: 1, maxLength: 4000 }), signature: SignatureSchema },
  { additionalProperties: false },
)
export type VerifyBody = Static<typeof VerifyBodySchema>

export const VerifyDataSchema = Type.Object({
  token: Type.String(),
  address: AddressSchema,
  expires_at: DateTimeSchema,
})
export type VerifyData = Static<typeof VerifyDataSchema>

export const SignOutDataSchema = Type.Object({ signed_out: Type.Literal(true) })
export type SignOutData = Static<typeof SignOutDataSchema>

export const ActionNonceBodySchema = Type.Object(
  { action: Type.Union(ACTIONS.map((a) => Type.Literal(a))) },
  { additionalProperties: false },
)
export type ActionNonceBody = Static<typeof ActionNonceBodySchema>

/** Fields every signed-action request carries besides its own params. */
export const SignedActionFields = { signature: SignatureSchema, nonce: NonceSchema }
