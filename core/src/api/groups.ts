import { type Static, Type } from '@sinclair/typebox'
import { SignedActionFields } from './auth'
import { DateTimeSchema, IdSchema, PageField, PageSchema, pageSizeField } from './common'

// Group-buy markets, `/gg/*` (GDT market; held leader coupons exchange into GDB) and `/vg/*` (VGT market, into VGB);
// spec 001. A first coupon is bought with the same coin (`/gg/buy-coupons`, docs/decisions/0121-coupon-exchange.md).

/** `GET /gg/config`: the variant's operator settings (amounts in base units) and the level table. */
export const GroupConfigSchema = Type.Object({
  variant: Type.String(),
  group_size: Type.Integer(),
  pay_gdt: Type.String(),
  pay_vgt: Type.String(),
  /** The coin a coupon exchanges into and is bought with (GDB or VGB), and one coupon's value in it. */
  coupon_coin_key: Type.String(),
  coupon_price: Type.String(),
  deadline_seconds: Type.Integer(),
  /** Successful group times needed for each star level, level 0 first. */
  level_times: Type.Array(Type.Integer()),
})
export type GroupConfig = Static<typeof GroupConfigSchema>

/** A market row (spec: id, pay_gdt, pay_vgt, join_num of 10), with its status and whether the caller sits in it. */
export const GroupItemSchema = Type.Object({
  id: Type.Integer(),
  pay_gdt: Type.String(),
  pay_vgt: Type.String(),
  join_num: Type.Integer(),
  status: Type.Integer(),
  status_txt: Type.String(),
  deadline: DateTimeSchema,
  created_at: DateTimeSchema,
  /** 1 when the signed-in caller holds a seat (0 without a session). */
  is_join: Type.Integer(),
})
export type GroupItem = Static<typeof GroupItemSchema>
export const GroupMarketDataSchema = PageSchema(GroupItemSchema)
export type GroupMarketData = Static<typeof GroupMarketDataSchema>

export const GroupMarketQuerySchema = Type.Object(
  { ticket_id: Type.Optional(IdSchema), page: PageField, page_size: pageSizeField(10) },
  { additionalProperties: false },
)

/** A group the caller sits in (spec: ticket_id, is_leader, join_num, status, status_txt). */
export const JoinedGroupSchema = Type.Object({
  ticket_id: Type.Integer(),
  is_leader: Type.Integer(),
  join_num: Type.Integer(),
  status: Type.Integer(),
  status_txt: Type.String(),
  pay_gdt: Type.String(),
  pay_vgt: Type.String(),
  deadline: DateTimeSchema,
  created_at: DateTimeSchema,
})
export type JoinedGroup = Static<typeof JoinedGroupSchema>
export const JoinListDataSchema = PageSchema(JoinedGroupSchema)
export type JoinListData = Static<typeof JoinListDataSchema>

/** Bill types of `GET /gg/bill-list?type=`: 0 all, then one per movement. */
export const GROUP_BILL_TYPES = { all: 0, start: 1, join: 2, coupon: 3, refund: 4, couponExchange: 5 } as const
export const GROUP_BILL_KINDS = [
  'group_start',
  'group_join',
  'group_coupon',
  'group_refund',
  'group_coupon_exchange',
] as const

export const GroupBillQuerySchema = Type.Object(
  { page: PageField, page_size: pageSizeField(20), type: Type.Integer({ minimum: 0, maximum: 5, default: 0 }) },
  { additionalProperties: false },
)

/** A bill (spec: behavior_txt, created_time, amount, coin_en, type_txt, ticket_id); read from the postings. */
export const GroupBillSchema = Type.Object({
  id: Type.Integer(),
  behavior: Type.String(),
  behavior_txt: Type.String(),
  created_time: DateTimeSchema,
  /** Signed base units. */
  amount: Type.String(),
  coin_en: Type.String(),
  type: Type.Integer(),
  type_txt: Type.String(),
  /** The group of the movement; null for a coupon purchase or exchange. */
  ticket_id: Type.Union([Type.Integer(), Type.Null()]),
})
export type GroupBill = Static<typeof GroupBillSchema>
export const GroupBillDataSchema = PageSchema(GroupBillSchema)
export type GroupBillData = Static<typeof GroupBillDataSchema>

/** `GET /gg/summary`: the backpack (spec: ticket_num leader coupons, shop_ticket_num product coupons). */
export const GroupSummarySchema = Type.Object({ ticket_num: Type.Integer(), shop_ticket_num: Type.Integer() })
export type GroupSummary = Static<typeof GroupSummarySchema>

/** `GET /gg/level-info` (spec: user_level {level, max_level, times}, next_level {times}). */
export const GroupLevelSchema = Type.Object({
  user_level: Type.Object({ level: Type.Integer(), max_level: Type.Integer(), times: Type.Integer() }),
  next_level: Type.Object({ times: Type.Integer() }),
})

/** `GET /gg/is-join`: 1 when the caller sits in an open group of the market. */
export const IsJoinSchema = Type.Object({ is_join: Type.Integer() })

/** `GET /gg/hold-list`: the caller's usable balances the popup shows (GDT, VGT and the coupon coin). */
export const GroupHoldSchema = Type.Object({ coin_id: Type.Integer(), coin_key: Type.String(), usable: Type.String() })
export const GroupHoldDataSchema = PageSchema(GroupHoldSchema)
export type GroupHoldData = Static<typeof GroupHoldDataSchema>

/** `POST /gg/initiate`: spends one leader coupon (no other parameter: coupons are counted, not numbered). */
export const GroupInitiateBodySchema = Type.Object({ ...SignedActionFields }, { additionalProperties: false })
export type GroupInitiateBody = Static<typeof GroupInitiateBodySchema>

/** `POST /gg/join` (spec: ticket_id, signature; plus the action nonce). */
export const GroupJoinBodySchema = Type.Object(
  { ticket_id: IdSchema, ...SignedActionFields },
  { additionalProperties: false },
)
export type GroupJoinBody = Static<typeof GroupJoinBodySchema>

/**
 * `POST /gg/exchange-gdb` (spec: amount, counted in coupons): held leader coupons exchanged into GDB (VGB at
 * `/vg/exchange-vgb`), each worth the coupon price. `POST /gg/buy-coupons` takes the same body (its own phrase).
 */
export const GroupExchangeBodySchema = Type.Object(
  { amount: Type.Integer({ minimum: 0, maximum: 1000 }), ...SignedActionFields },
  { additionalProperties: false },
)
export type GroupExchangeBody = Static<typeof GroupExchangeBodySchema>

/** The answer of an exchange: coupons given up, the coin received (base units) and the coupons left. */
export const GroupExchangeDataSchema = Type.Object({
  amount: Type.Integer(),
  received: Type.String(),
  coin_key: Type.String(),
  ticket_num: Type.Integer(),
})
export type GroupExchangeData = Static<typeof GroupExchangeDataSchema>

/** The answer of a purchase: coupons bought, what they cost (base units) and the coupons now held. */
export const GroupBuyDataSchema = Type.Object({
  amount: Type.Integer(),
  cost: Type.String(),
  coin_key: Type.String(),
  ticket_num: Type.Integer(),
})
export type GroupBuyData = Static<typeof GroupBuyDataSchema>
