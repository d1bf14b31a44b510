import { type Static, Type } from '@sinclair/typebox'
import { AddressSchema, AmountSchema, ChainIdSchema, DateTimeSchema } from './common'

/** A transaction hash, 32 bytes in hex. */
export const TxHashSchema = Type.String({ pattern: '^0x[0-9a-fA-F]{64}$', description: 'transaction hash' })

/**
 * Body of `POST /v1/dex/report-lp` and `POST /v1/starcard/update-lp` (signed in): the deposit into the farm's
 * PHO-USDT pool (the spec's "pool 1") that the web app just saw confirmed, and its chain.
 */
export const LpReportBodySchema = Type.Object(
  { tx_hash: TxHashSchema, chain_id: ChainIdSchema },
  { additionalProperties: false },
)
export type LpReportBody = Static<typeof LpReportBodySchema>

/** A verified deposit, stored once per (chain_id, tx_hash); a repeated report returns the stored record. */
export const LpReportSchema = Type.Object({
  chain_id: Type.Integer(),
  tx_hash: TxHashSchema,
  address: AddressSchema,
  farm: AddressSchema,
  /** The farm's pool id of the PHO-USDT pool (0 on our farm). */
  pid: Type.Integer({ minimum: 0 }),
  /** LP tokens credited by the deposit, base units. */
  amount: AmountSchema,
  block_number: Type.Integer({ minimum: 0 }),
  reported_at: DateTimeSchema,
})
export type LpReport = Static<typeof LpReportSchema>

/** The user's PHO-USDT LP stake for the star-card program, as read from `farm.userInfo` after a verified deposit. */
export const StarCardLpSchema = Type.Object({
  chain_id: Type.Integer(),
  address: AddressSchema,
  farm: AddressSchema,
  pid: Type.Integer({ minimum: 0 }),
  /** `userInfo(pid, address).amount` at `block_number`, base units. */
  staked: AmountSchema,
  block_number: Type.Integer({ minimum: 0 }),
  /** The deposit that caused this refresh. */
  tx_hash: TxHashSchema,
  updated_at: DateTimeSchema,
})
export type StarCardLp = Static<typeof StarCardLpSchema>
