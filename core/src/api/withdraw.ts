import { type Static, Type } from '@sinclair/typebox'
import { SignedActionFields } from './auth'
import { AddressSchema, ChainIdSchema, DateTimeSchema, PageQuerySchema, PageSchema } from './common'

/** A positive amount in the coin's base units, as a decimal string (at most 78 digits). */
export const PositiveAmountSchema = Type.String({ maxLength: 78, pattern: '^[1-9][0-9]{0,77}$' })

/** `POST /order/withdraw` (spec 001: chain_id, coin_id, amount, signature; plus the action nonce). */
export const WithdrawBodySchema = Type.Object(
  {
    chain_id: ChainIdSchema,
    coin_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    amount: PositiveAmountSchema,
    ...SignedActionFields,
  },
  { additionalProperties: false },
)
export type WithdrawBody = Static<typeof WithdrawBodySchema>

/** What `WithdrawVault.claim(recipient, token, amount, orderId, deadline, signature)` takes; decimal strings. */
export const WithdrawVoucherSchema = Type.Object({
  recipient: AddressSchema,
  token: AddressSchema,
  amount: Type.String(),
  order_id: Type.String(),
  deadline: Type.Integer({ minimum: 0 }),
  signature: Type.String(),
  /** The vault to call, on `chain_id`. */
  withdraw_contract: AddressSchema,
})
export type WithdrawVoucherData = Static<typeof WithdrawVoucherSchema>

/** One withdraw order (the spec's withdraw bill item). */
export const WithdrawOrderSchema = Type.Object({
  id: Type.Integer(),
  chain_id: Type.Integer(),
  coin_id: Type.Integer(),
  coin_en: Type.String(),
  address: AddressSchema,
  /** The token contract on the chain. */
  token: AddressSchema,
  /** Paid out on chain, base units. */
  amount: Type.String(),
  /** Kept by the platform, base units; the balance was debited amount + fee. */
  fee: Type.String(),
  deadline: Type.Integer(),
  /** 0 claimable, 1 done, 2 refunded (expired unclaimed, back in the wallet). */
  status: Type.Integer(),
  status_txt: Type.String(),
  /** Present while the order can still be claimed (status 0, deadline not passed). */
  voucher: Type.Union([WithdrawVoucherSchema, Type.Null()]),
  claim_tx_hash: Type.Union([Type.String(), Type.Null()]),
  created_at: DateTimeSchema,
})
export type WithdrawOrder = Static<typeof WithdrawOrderSchema>

export const WithdrawListDataSchema = PageSchema(WithdrawOrderSchema)
export type WithdrawListData = Static<typeof WithdrawListDataSchema>

/**
 * `POST /order/custom` (spec 001: coin_id, amount, signature; plus the action nonce): the business withdraw, a
 * withdraw order on the chain the session signed in on, signed with the phrase `Business Withdraw`.
 */
export const CustomWithdrawBodySchema = Type.Object(
  {
    coin_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    amount: PositiveAmountSchema,
    ...SignedActionFields,
  },
  { additionalProperties: false },
)
export type CustomWithdrawBody = Static<typeof CustomWithdrawBodySchema>

/** `GET /order/custom/list` (page, page_size, status): the session's withdraw orders, one status or all. */
export const CustomListQuerySchema = Type.Object(
  {
    ...PageQuerySchema.properties,
    status: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })),
  },
  { additionalProperties: false },
)
export type CustomListQuery = Static<typeof CustomListQuerySchema>

/**
 * `POST /order/reward-out` (chain_id, coin_id as spec 000 §7 sends them): releases the coin's earned rewards into
 * the usable balance. The reward wallet is one ledger for every network, so `chain_id` is accepted and checked,
 * and decides nothing.
 */
export const RewardOutBodySchema = Type.Object(
  {
    chain_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
    coin_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  },
  { additionalProperties: false },
)
export type RewardOutBody = Static<typeof RewardOutBodySchema>

export const RewardOutDataSchema = Type.Object({
  coin_id: Type.Integer(),
  /** Moved from earned to usable now, base units. */
  released: Type.String(),
  /** The usable balance after it. */
  usable: Type.String(),
})
export type RewardOutData = Static<typeof RewardOutDataSchema>
