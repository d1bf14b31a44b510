import { type Static, Type } from '@sinclair/typebox'
import { SignedActionFields } from './auth'
import { AmountSchema, DateTimeSchema, PageSchema } from './common'

/** `GET /airdrop/reward/info` (spec 001): today's offer; id 0 means none. Amounts in base units. */
export const AirdropInfoSchema = Type.Object({
  id: Type.Integer({ minimum: 0 }),
  /** The GDT a claimer must hold, both in the reward wallet and on chain. */
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

export { airdropClaimParams } from './actionParams'

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
