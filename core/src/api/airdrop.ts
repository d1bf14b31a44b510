import { type Static, Type } from '@sinclair/typebox'
import { SignedActionFields } from './auth'
import { AmountSchema, DateTimeSchema, PageSchema } from './common'

/**
 * What the signed-in address held at today's open (00:00 UTC), the figure the claim is judged by
 * (docs/decisions/0099-airdrop-snapshot.md): GDT on the session's chain at the last block before 00:00 plus the
 * reward-wallet GDT at 00:00. `pending` while that block is not yet at the chain's confirmation depth;
 * `unavailable` when the chain did not answer. Amounts in base units ('0' unless ready).
 */
export const AirdropSnapshotSchema = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('pending'), Type.Literal('unavailable')]),
  held: AmountSchema,
  chain_held: AmountSchema,
  wallet_held: AmountSchema,
  /** The day's opening block read, as a decimal string; null when none (the chain began after 00:00) or not ready. */
  block_number: Type.Union([Type.String(), Type.Null()]),
  /** 00:00 UTC of the day, ISO 8601. */
  day_start: DateTimeSchema,
})
export type AirdropSnapshot = Static<typeof AirdropSnapshotSchema>

/** `GET /airdrop/reward/info` (spec 001): today's offer; id 0 means none. Amounts in base units. */
export const AirdropInfoSchema = Type.Object({
  id: Type.Integer({ minimum: 0 }),
  /** The GDT a claimer must have held at 00:00 UTC today, on chain and in the reward wallet together. */
  hold_examine: AmountSchema,
  hold_coin_logo: Type.String(),
  hold_coin_en: Type.String(),
  hold_decimals: Type.Integer(),
  reward_coin_en: Type.String(),
  reward_coin_logo: Type.String(),
  reward_decimals: Type.Integer(),
  reward_amount: AmountSchema,
  /** Today as the server counts it (UTC), and whether the signed-in user has claimed it. */
  day: Type.String(),
  claimed_today: Type.Boolean(),
  snapshot: AirdropSnapshotSchema,
})
export type AirdropInfo = Static<typeof AirdropInfoSchema>

/** `GET /airdrop/reward/claim-count`: the signed-in user's claims so far. */
export const AirdropClaimCountSchema = Type.Object({ count: Type.Integer({ minimum: 0 }) })

export const AirdropClaimSchema = Type.Object({
  id: Type.Integer(),
  day: Type.String(),
  coin_en: Type.String(),
  amount: AmountSchema,
  created_at: DateTimeSchema,
})
export type AirdropClaim = Static<typeof AirdropClaimSchema>
export const AirdropListSchema = PageSchema(AirdropClaimSchema)

/** `POST /airdrop/reward/claim`: the wallet signs `Airdrop Claim` with the param reward_id (the offer it saw). */
export const AirdropClaimBodySchema = Type.Object(
  { reward_id: Type.String({ pattern: '^(0|[1-9][0-9]{0,9})$' }), ...SignedActionFields },
  { additionalProperties: false },
)
export type AirdropClaimBody = Static<typeof AirdropClaimBodySchema>

/** A whole or decimal amount of a coin as an operator types it ("5", "0.5"). */
const DecimalSchema = Type.String({ pattern: '^(0|[1-9][0-9]{0,29})(\\.[0-9]{1,18})?$' })

/** `POST /admin/airdrop/reward`: the offer from now on (coin_id null turns it off). */
export const AirdropRewardSetBodySchema = Type.Object(
  {
    coin_id: Type.Union([Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), Type.Null()]),
    amount: DecimalSchema,
    hold_examine: DecimalSchema,
  },
  { additionalProperties: false },
)
export const AirdropPoolSchema = Type.Object({
  reward_id: Type.Integer(),
  coin_id: Type.Union([Type.Integer(), Type.Null()]),
  amount: AmountSchema,
  hold_examine: AmountSchema,
  pool: AmountSchema,
})
