import { type Static, Type } from '@sinclair/typebox'
import { SignedActionFields } from './auth'
import { AddressSchema, AmountSchema, DateTimeSchema, PageField, PageSchema, pageSizeField } from './common'

/** A custom invite code (POST /user-center/invite-edit): 6 to 16 letters and digits, stored uppercase. */
export const CustomInviteCodeSchema = Type.String({ pattern: '^[A-Za-z0-9]{6,16}$' })

/**
 * GET /user-center/invite-info: what the invitation page needs about the signed-in user. `can_invite` is true
 * once a referrer is bound or for the genesis address (the tree's root), the only users whose link is shown.
 * Figures are USDT in 18-decimal base units.
 */
export const InviteInfoDataSchema = Type.Object({
  address: AddressSchema,
  parent_id: Type.Integer({ minimum: 0 }),
  invite_code: Type.String(),
  is_genesis: Type.Boolean(),
  can_invite: Type.Boolean(),
  children_count: Type.Integer({ minimum: 0 }),
  team_count: Type.Integer({ minimum: 0 }),
  max_zone_cp: AmountSchema,
  other_zone_cp: AmountSchema,
})
export type InviteInfoData = Static<typeof InviteInfoDataSchema>

/** One invited address, masked by the server (first 7 characters, stars, last 7): the full one never leaves. */
export const ChildSchema = Type.Object({ address: Type.String(), bound_at: DateTimeSchema })
export const ChildrenListDataSchema = PageSchema(ChildSchema)
export type ChildrenListData = Static<typeof ChildrenListDataSchema>

/** GET /user-center/recommender: the bound referrer, or nulls (parent_id 0) when none is bound. */
export const RecommenderDataSchema = Type.Object({
  parent_id: Type.Integer({ minimum: 0 }),
  address: Type.Union([AddressSchema, Type.Null()]),
})
export type RecommenderData = Static<typeof RecommenderDataSchema>

/** GET /reward/zone-cp: the large zone (heaviest direct leg) and the small zone (all other legs). */
export const ZoneCpDataSchema = Type.Object({ max_zone_cp: AmountSchema, other_zone_cp: AmountSchema })
export type ZoneCpData = Static<typeof ZoneCpDataSchema>

export const InviteEditBodySchema = Type.Object(
  { invite_code: CustomInviteCodeSchema },
  { additionalProperties: false },
)
export type InviteEditBody = Static<typeof InviteEditBodySchema>
export const InviteEditDataSchema = Type.Object({ invite_code: Type.String() })
export type InviteEditData = Static<typeof InviteEditDataSchema>

/** POST /user-center/lp-log and /dex/entry: a hint only; the body names the LP transaction, nothing is believed. */
export const LpHintBodySchema = Type.Object(
  { tx_hash: Type.String({ pattern: '^0x[0-9a-fA-F]{64}$' }) },
  { additionalProperties: false },
)
export const LpHintDataSchema = Type.Object({ refresh_due: DateTimeSchema })
export type LpHintData = Static<typeof LpHintDataSchema>

/**
 * GET /starcard/info (spec 001 §3): the star level from the kept team facts, own and team TVL (18-decimal USDT),
 * valid direct and team counts. total_distribution: PHO equity dividends paid to the user so far.
 */
export const StarCardInfoSchema = Type.Object({
  total_distribution: AmountSchema,
  star_card_level: Type.Integer({ minimum: 0, maximum: 5 }),
  self_tvl: AmountSchema,
  team_tvl: AmountSchema,
  dr_valid_num: Type.Integer({ minimum: 0 }),
  team_valid_num: Type.Integer({ minimum: 0 }),
  /** Equity dividends paid and not yet claimed into the reward wallet (PHO base units). */
  usable: AmountSchema,
})
export type StarCardInfo = Static<typeof StarCardInfoSchema>

/** `POST /starcard/claim`: the wallet signs `Equity Claim` (no parameters); all usable equity PHO moves. */
export const EquityClaimBodySchema = Type.Object({ ...SignedActionFields }, { additionalProperties: false })
export type EquityClaimBody = Static<typeof EquityClaimBodySchema>

export const EquityClaimDataSchema = Type.Object({
  /** PHO base units moved into the reward wallet. */
  claimed: AmountSchema,
  /** The reward wallet's usable PHO after the claim. */
  wallet_usable: AmountSchema,
})
export type EquityClaimData = Static<typeof EquityClaimDataSchema>

/** `GET /starcard/rules`: the star thresholds in force (operator setting or the spec's), for the rules text. */
export const StarRulesDataSchema = Type.Object({
  levels: Type.Array(
    Type.Object({
      level: Type.Integer({ minimum: 1, maximum: 5 }),
      /** 18-decimal USDT base units. */
      own_tvl: AmountSchema,
      team_tvl: AmountSchema,
      valid_direct: Type.Integer({ minimum: 0 }),
      team_valid: Type.Integer({ minimum: 0 }),
      lines: Type.Integer({ minimum: 0 }),
    }),
  ),
  /** Own TVL (18-decimal USDT base units) from which an address counts as valid (operator setting `team_valid_tvl`). */
  valid_tvl: AmountSchema,
})
export type StarRulesData = Static<typeof StarRulesDataSchema>

/** The board's page size (spec 000: "first 12 shown on the board", "donor/member list 12"). */
export const BOARD_PAGE_SIZE = 12

/** `GET /starcard/board`: a page of the board's member list (12 by default). */
export const BoardQuerySchema = Type.Object(
  { page: PageField, page_size: pageSizeField(BOARD_PAGE_SIZE) },
  { additionalProperties: false },
)
export type BoardQuery = Static<typeof BoardQuerySchema>

/**
 * One board member: a star-card holder (docs/decisions/0127-board-members.md). The address is shortened by the
 * server the way the header shows an account ('0x1234...abCD'), so the full one never leaves; `since` is when the
 * holder last started to meet star 1 without a break (`star_cards.qualified_at`), null if not recorded.
 */
export const BoardMemberSchema = Type.Object({
  address: Type.String(),
  star_level: Type.Integer({ minimum: 1, maximum: 5 }),
  since: Type.Union([DateTimeSchema, Type.Null()]),
})
export type BoardMember = Static<typeof BoardMemberSchema>
export const BoardMembersDataSchema = PageSchema(BoardMemberSchema)
export type BoardMembersData = Static<typeof BoardMembersDataSchema>
