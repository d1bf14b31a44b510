import { type Static, Type } from '@sinclair/typebox'
import { SignedActionFields } from './auth'
import { AddressSchema, AmountSchema, ChainIdSchema, IdSchema, SignatureSchema, UnixSecondsSchema } from './common'
import { TxHashSchema } from './mining'

/** `GET /vote/config?chain_id=`: the chain's Good vote and its schedule (amounts in base units). */
export const VoteConfigQuerySchema = Type.Object({ chain_id: ChainIdSchema }, { additionalProperties: false })
export const VoteConfigSchema = Type.Object({
  chain_id: Type.Integer(),
  /** null: this chain has no vote. */
  vote: Type.Union([AddressSchema, Type.Null()]),
  token: Type.Union([AddressSchema, Type.Null()]),
  token_symbol: Type.String(),
  decimals: Type.Integer(),
  deposit_cap: AmountSchema,
  reward_total: AmountSchema,
  per_day: AmountSchema,
  days: Type.Integer(),
  /** Unix seconds; 0 until the operator starts it. */
  start_time: UnixSecondsSchema,
  end_time: UnixSecondsSchema,
  deposit_total: AmountSchema,
})
export type VoteConfig = Static<typeof VoteConfigSchema>

/** `GET /vote/wallet/info?chain_id=`: the signed-in user's deposit and earned reward, read from the contract. */
export const VoteWalletSchema = Type.Object({
  /** Earned and not collected (the spec's "usable"). */
  usable: AmountSchema,
  deposited: AmountSchema,
})
export type VoteWallet = Static<typeof VoteWalletSchema>

/** `POST /vote/withdraw`: the wallet signs `Vote Withdraw` with the param chain_id. */
export const VoteWithdrawBodySchema = Type.Object(
  // a decimal string: the web app's signed-action client sends the signed params as they were signed
  { chain_id: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }), ...SignedActionFields },
  { additionalProperties: false },
)
export type VoteWithdrawBody = Static<typeof VoteWithdrawBodySchema>

/** A withdraw record: the transaction to send (the vote's `reward()`), then its outcome once ensured. */
export const VoteWithdrawRecordSchema = Type.Object({
  withdraw_id: IdSchema,
  chain_id: Type.Integer(),
  /** The transaction to send: to the vote, with `data` calling reward(). */
  to: AddressSchema,
  data: Type.String({ pattern: '^0x[0-9a-f]*$' }),
  earned: AmountSchema,
  /** 0 pending, 1 paid (seen on chain), 2 failed. */
  success: Type.Integer({ minimum: 0, maximum: 2 }),
  tx_hash: Type.Union([TxHashSchema, Type.Null()]),
  paid: Type.Union([AmountSchema, Type.Null()]),
})
export type VoteWithdrawRecord = Static<typeof VoteWithdrawRecordSchema>

/**
 * `POST /vote/withdraw-ensure` (spec 001: withdraw_id, tx_hash, success, signature). `signature` is the one of the
 * withdraw request; `success` is what the wallet saw. The server believes neither the hash nor the flag: it reads
 * the transaction's receipt and counts a RewardPaid to this user once.
 */
export const VoteWithdrawEnsureBodySchema = Type.Object(
  {
    withdraw_id: IdSchema,
    tx_hash: Type.Union([TxHashSchema, Type.Literal('')]),
    success: Type.Boolean(),
    signature: SignatureSchema,
  },
  { additionalProperties: false },
)
export type VoteWithdrawEnsureBody = Static<typeof VoteWithdrawEnsureBodySchema>
