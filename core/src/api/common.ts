import { type Static, type TSchema, Type } from '@sinclair/typebox'

/** A 20-byte hex address; any letter case is accepted, the server compares lowercase. */
export const AddressSchema = Type.String({ pattern: '^0x[0-9a-fA-F]{40}$', description: 'EVM address' })

/** A hex signature (65 bytes for an EOA; longer for ERC-1271/6492 contract wallets). */
export const SignatureSchema = Type.String({ pattern: '^0x[0-9a-fA-F]{130,}$', maxLength: 20000 })

/** An alphanumeric server nonce (EIP-4361 allows only letters and digits). */
export const NonceSchema = Type.String({ pattern: '^[A-Za-z0-9]{8,128}$' })

/** Amounts travel as decimal strings of base units, never as JSON numbers. */
export const AmountSchema = Type.String({ pattern: '^(0|[1-9][0-9]{0,77})$' })

/** ISO 8601 date-time, e.g. "2025-01-31T12:00:00.000Z". */
export const DateTimeSchema = Type.String({ description: 'ISO 8601 date-time' })

export const PageQuerySchema = Type.Object(
  {
    page: Type.Integer({ minimum: 1, default: 1 }),
    page_size: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  },
  { additionalProperties: false },
)
export type PageQuery = Static<typeof PageQuerySchema>

/** `{ list, total_count }`, the shape of every list response. */
export const PageSchema = <T extends TSchema>(item: T) =>
  Type.Object({ list: Type.Array(item), total_count: Type.Integer({ minimum: 0 }) })
