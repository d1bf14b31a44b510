import { type Static, Type } from '@sinclair/typebox'
import { AmountSchema } from './common'

/** A membership level of the `Member` page (spec 001: bronze, silver, gold, diamond; display only). */
export const MemberLevelSchema = Type.Object({
  team_level_id: Type.Integer({ minimum: 1, maximum: 4 }),
  /** bronze | silver | gold | diamond: the web app shows it in the reader's language. */
  team_level_name: Type.String(),
})
export const MemberListSchema = Type.Object({ list: Type.Array(MemberLevelSchema), total_count: Type.Integer() })
export type MemberList = Static<typeof MemberListSchema>

/** `GET /user-center/member-info` (spec 001: team_level_name, team_level_id, remain_day_str). */
export const MemberInfoSchema = Type.Object({
  /** 0 and '' when not a member; nobody is, while purchase is not open. */
  team_level_id: Type.Integer({ minimum: 0, maximum: 4 }),
  team_level_name: Type.String(),
  remain_day_str: Type.String(),
})
export type MemberInfo = Static<typeof MemberInfoSchema>

/**
 * `GET /user-center/member/buy-condition` and `/user-center/buy-condition`: what membership asks (the spec's fixed
 * 1256 FFT to stake) and whether purchase is open (it is not: the spec implements no purchase).
 */
export const MemberBuyConditionSchema = Type.Object({
  coin: Type.String(),
  /** whole tokens */
  amount: Type.String(),
  open: Type.Boolean(),
  is_buy: Type.Integer({ minimum: 0, maximum: 1 }),
})
export type MemberBuyCondition = Static<typeof MemberBuyConditionSchema>

/** `GET /user-center/user-tvl`: the caller's own and team liquidity value in USDT base units (the team program's facts). */
export const UserTvlSchema = Type.Object({ self_tvl: AmountSchema, team_tvl: AmountSchema })
export type UserTvl = Static<typeof UserTvlSchema>
