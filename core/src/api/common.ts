import { type Static, type TSchema, Type } from '@sinclair/typebox'

/** A 20-byte hex address; any letter case is accepted, the server compares lowercase. */
export const AddressSchema = Type.String({ pattern: '^0x[0-9a-fA-F]{40}$', description: 'EVM address' })

/** A hex signature (65 bytes for an EOA; longer for ERC-1271/6492 contract wallets). */
export const SignatureSchema = Type.String({ pattern: '^0x[0-9a-fA-F]{130,}$', maxLength: 20000 })

/** An alphanumeric server nonce (EIP-4361 allows only letters and digits). */
export const NonceSchema = Type.String({ pattern: '^[A-Za-z0-9]{8,128}$' })

/**
 * The proof of an operator's signed action (issue 32), optional in the schema so that a change without it gets the
 * clear `operator_signature_required` (40035) rather than a schema error; the route refuses it all the same.
 */
export const OperatorProofFields = {
  signature: Type.Optional(SignatureSchema),
  nonce: Type.Optional(NonceSchema),
}

/** Amounts travel as decimal strings of base units, never as JSON numbers (at most 78 digits, a uint256). */
export const AmountSchema = Type.String({ maxLength: 78, pattern: '^(0|[1-9][0-9]{0,77})$' })

/** A database id (bigserial): a whole number a JavaScript number holds exactly. */
export const IdSchema = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })

/** An EVM chain id as the server stores it (a 32-bit integer column). */
export const ChainIdSchema = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })

/** Unix seconds, up to the year 2106. */
export const UnixSecondsSchema = Type.Integer({ minimum: 0, maximum: 4_294_967_295 })

/** Pages beyond this are refused; no list holds a million pages. */
export const MAX_PAGE = 1_000_000

/** `page` of a list query (1-based) and `page_size`, with the default page size of the list. */
export const PageField = Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })
export const pageSizeField = (defaultSize: number) => Type.Integer({ minimum: 1, maximum: 100, default: defaultSize })

/**
 * No control character but tab, line feed and carriage return: PostgreSQL refuses NUL in text, and the others
 * have no place in what a person reads.
 */
export const NO_CONTROL_PATTERN = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$'

/** Free text of a request: bounded, without control characters (see NO_CONTROL_PATTERN). */
export const TextSchema = (options: { minLength?: number; maxLength: number }) =>
  Type.String({ ...options, pattern: NO_CONTROL_PATTERN })

/** ISO 8601 date-time, e.g. "2025-01-31T12:00:00.000Z". */
export const DateTimeSchema = Type.String({ description: 'ISO 8601 date-time' })

export const PageQuerySchema = Type.Object(
  {
    page: PageField,
    page_size: pageSizeField(20),
  },
  { additionalProperties: false },
)
export type PageQuery = Static<typeof PageQuerySchema>

/** `{ list, total_count }`, the shape of every list response. */
export const PageSchema = <T extends TSchema>(item: T) =>
  Type.Object({ list: Type.Array(item), total_count: Type.Integer({ minimum: 0 }) })
