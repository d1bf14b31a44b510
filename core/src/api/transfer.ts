import { type Static, Type } from '@sinclair/typebox'
import { SignedActionFields } from './auth'
import { AddressSchema, AmountSchema } from './common'

/** A coin id (an integer column). */
export const CoinIdSchema = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })

/**
 * `POST /transfer/out`. `amount` is what the sender is debited, fee included (the spec's "amount including fee");
 * `fee` is the fee the user was shown (`quoteTransfer` in `rewards/transferFee`); the recipient gets amount − fee.
 * The wallet signs `Transfer Out` with the params to_address (EIP-55), coin_id, amount and fee.
 */
export const TransferOutBodySchema = Type.Object(
  { to_address: AddressSchema, coin_id: CoinIdSchema, amount: AmountSchema, fee: AmountSchema, ...SignedActionFields },
  { additionalProperties: false },
)
export type TransferOutBody = Static<typeof TransferOutBodySchema>

export const TransferOutDataSchema = Type.Object({
  /** The ledger entry: one per signed request, however often it is sent. */
  entry_id: Type.Integer({ minimum: 1 }),
  to_address: AddressSchema,
  coin_id: CoinIdSchema,
  amount: AmountSchema,
  fee: AmountSchema,
  received: AmountSchema,
})
export type TransferOutData = Static<typeof TransferOutDataSchema>
