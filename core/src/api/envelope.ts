import { type TSchema, Type } from '@sinclair/typebox'

/** Every response body: `code` 200 on success, otherwise a business code from `ErrorCode`. */
export interface Envelope<T> {
  code: number
  msg: string
  data: T
}

export const EnvelopeSchema = <T extends TSchema>(data: T) =>
  Type.Object({ code: Type.Integer(), msg: Type.String(), data })

export const ErrorEnvelopeSchema = Type.Object({ code: Type.Integer(), msg: Type.String(), data: Type.Null() })
