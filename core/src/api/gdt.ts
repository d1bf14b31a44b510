import { type Static, Type } from '@sinclair/typebox'
import { AmountSchema, NO_CONTROL_PATTERN } from './common'

/**
 * Body of `POST /v1/dex/valid-hash` (signed in): a hash the user saw. Empty is
 * allowed through the schema so the server can answer with the spec's "enter a hash" message (`hash_empty`).
 */
export const ValidHashBodySchema = Type.Object(
  { tx_hash: Type.String({ maxLength: 100, pattern: NO_CONTROL_PATTERN }) },
  { additionalProperties: false },
)
export type ValidHashBody = Static<typeof ValidHashBodySchema>

/** The spec's hash info (`address`, `self_reward`), with what it means for the caller. */
export const HashInfoSchema = Type.Object({
  /** The trader: the account that received the swap's output (checksummed). */
  address: Type.String(),
  /** The caller's trade reward from this transaction, GDT base units; "0" when the swap is another account's. */
  self_reward: AmountSchema,
  /** Whether the swap is the caller's. */
  is_self: Type.Boolean(),
  /** Whether the swap is deep enough to count (the indexer's confirmations); else it is counted once it is. */
  confirmed: Type.Boolean(),
  /** The settlement day that paid it, or null while it waits for the next daily run. */
  settled_day: Type.Union([Type.String(), Type.Null()]),
})
export type HashInfo = Static<typeof HashInfoSchema>

/** The rules in force, for the page's rules text (ppm integers and base-unit amounts). */
export const GdtRulesSchema = Type.Object({
  trade_rate_ppm: Type.Integer(),
  trade_daily_cap: AmountSchema,
  share_rate_ppm: Type.Integer(),
  mining_rate_ppm: Type.Integer(),
})
export type GdtRulesView = Static<typeof GdtRulesSchema>

/** `GET /union/reward-info` (Mine's GDT tab) and `/union/vgt-info` (VGT tab), the spec's "Reward info". */
export const RewardInfoSchema = Type.Object({
  token_id: Type.Integer(),
  /** Everything this area has paid the user in the coin, and the last settled day's part of it. */
  reward: AmountSchema,
  addition: AmountSchema,
  total_reward: AmountSchema,
  share_reward: AmountSchema,
  share_addition: AmountSchema,
  trade_reward: AmountSchema,
  trade_addition: AmountSchema,
  /** The last settled day (`YYYY-MM-DD`), or null before the first run. */
  last_day: Type.Union([Type.String(), Type.Null()]),
  rules: GdtRulesSchema,
})
export type RewardInfo = Static<typeof RewardInfoSchema>

/** The operator grant programs: the white list (paid by the daily job) and the two genesis cards (claimed). */
export const GRANT_PROGRAMS = ['white-list', 'genesis-gdt', 'genesis-vgt'] as const
export type GrantProgram = (typeof GRANT_PROGRAMS)[number]

/** `POST /v1/admin/reward-grant` (operator): a grant; the same (program, key) again adds nothing. */
export const RewardGrantBodySchema = Type.Object(
  {
    program: Type.Union(GRANT_PROGRAMS.map((p) => Type.Literal(p))),
    address: Type.String({ pattern: '^0x[0-9a-fA-F]{40}$' }),
    amount: Type.String({ maxLength: 78, pattern: '^[1-9][0-9]{0,77}$' }),
    key: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.:-]+$' }),
  },
  { additionalProperties: false },
)
export type RewardGrantBody = Static<typeof RewardGrantBodySchema>

export const RewardGrantDataSchema = Type.Object({
  id: Type.Integer(),
  program: Type.String(),
  address: Type.String(),
  amount: AmountSchema,
  created: Type.Boolean(),
})
export type RewardGrantData = Static<typeof RewardGrantDataSchema>

/** `GET /union/genesis-info?program=…`: a genesis card's claimable reward and the last grant ("addition"). */
export const GenesisInfoSchema = Type.Object({
  token_id: Type.Integer(),
  reward: AmountSchema,
  addition: AmountSchema,
  /** Claimed so far into the reward wallet. */
  claimed: AmountSchema,
})
export type GenesisInfo = Static<typeof GenesisInfoSchema>

export const GenesisProgramQuerySchema = Type.Object(
  { program: Type.Union([Type.Literal('genesis-gdt'), Type.Literal('genesis-vgt')]) },
  { additionalProperties: false },
)

/** `POST /union/genesis-claim` (signed `Genesis Claim`): claims every open grant of the card into usable. */
export const GenesisClaimBodySchema = Type.Object(
  {
    program: Type.Union([Type.Literal('genesis-gdt'), Type.Literal('genesis-vgt')]),
    nonce: Type.String({ pattern: '^[A-Za-z0-9]{8,128}$' }),
    signature: Type.String({ pattern: '^0x[0-9a-fA-F]{130,}$', maxLength: 20000 }),
  },
  { additionalProperties: false },
)
export type GenesisClaimBody = Static<typeof GenesisClaimBodySchema>

export const GenesisClaimDataSchema = Type.Object({ coin_id: Type.Integer(), claimed: AmountSchema })
export type GenesisClaimData = Static<typeof GenesisClaimDataSchema>

/** `GET /gdt/info` (the GdtReward page), the spec's "GDT info": each source in total and on the last settled day. */
export const GdtInfoSchema = Type.Object({
  token_id: Type.Integer(),
  star_card_reward: AmountSchema,
  star_card_increment: AmountSchema,
  white_list_reward: AmountSchema,
  white_list_increment: AmountSchema,
  mining_reward: AmountSchema,
  mining_increment: AmountSchema,
  total_increment: AmountSchema,
  /** Earned GDT not yet released to usable (`POST /order/reward-out` with coin 6 claims it). */
  claimable: AmountSchema,
  last_day: Type.Union([Type.String(), Type.Null()]),
})
export type GdtInfo = Static<typeof GdtInfoSchema>

/**
 * `GET /business/summary` (the Business page), the spec's "Business summary": the share reward and the buy reward
 * (the trade reward of swaps through our router), in total and on the last settled day, and usable GDT.
 */
export const BusinessSummarySchema = Type.Object({
  token_id: Type.Integer(),
  total_share_reward: AmountSchema,
  yesterday_share_reward: AmountSchema,
  total_buy_reward: AmountSchema,
  yesterday_buy_reward: AmountSchema,
  /** The business earnings not yet withdrawn (`business:<address>`), what `POST /order/custom` can withdraw. */
  usable: AmountSchema,
})
export type BusinessSummary = Static<typeof BusinessSummarySchema>
