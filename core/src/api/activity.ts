import { type Static, Type } from '@sinclair/typebox'
import { AddressSchema } from './common'

export const JoinBodySchema = Type.Object({ address: AddressSchema }, { additionalProperties: false })
export type JoinBody = Static<typeof JoinBodySchema>

export const JoinDataSchema = Type.Object({ joined: Type.Literal(true) })
export type JoinData = Static<typeof JoinDataSchema>
