import { type Static, Type } from '@sinclair/typebox'
import { SignedActionFields } from './auth'
import { DateTimeSchema, PageSchema } from './common'

// Asset packs, `/pledge/*` (GDT packs, paid in GDB) and `/vgb-pledge/*` (VGT packs, paid in VGB); spec 001.

/** A package on offer (spec: id, pledge_amount, static_rate, profit_rate), amounts in base units. */
export const PledgeConfigSchema = Type.Object({
  id: Type.Integer(),
  pledge_amount: Type.String(),
  /** Share of the pledge paid each day, exact decimal ("0.01"), and in parts per million. */
  static_rate: Type.String(),
  static_rate_ppm: Type.Integer(),
  /** Total output as a multiple of the pledge, exact decimal ("1.5"), and in parts per million. */
  profit_rate: Type.String(),
  profit_rate_ppm: Type.Integer(),
  /** pledge × profit rate: what the pack pays over its life. */
  out_amount: Type.String(),
  /** out_amount − pledge_amount. */
  expected_profit: Type.String(),
  /** out_amount ÷ daily static, rounded up: days to pay out by the static reward alone. */
  days: Type.Integer(),
})
export type PledgeConfig = Static<typeof PledgeConfigSchema>
export const PledgeConfigsDataSchema = Type.Object({
  list: Type.Array(PledgeConfigSchema),
  total_count: Type.Integer({ minimum: 0 }),
  /** Pack coin credited per token exchanged on chain (operator setting `pack_exchange_rate_ppm`), exact decimal. */
  exchange_rate: Type.String(),
  exchange_rate_ppm: Type.Integer({ minimum: 1 }),
})
export type PledgeConfigsData = Static<typeof PledgeConfigsDataSchema>

/** A held pack (spec: pledge_amount, rewarded, out_amount, today_static_reward, today_dynamic_reward). */
export const HeldPackSchema = Type.Object({
  id: Type.Integer(),
  config_id: Type.Integer(),
  pledge_amount: Type.String(),
  rewarded: Type.String(),
  out_amount: Type.String(),
  /** What the last settled day paid (0 until a day has been settled for it); `reward_day` says which day. */
  today_static_reward: Type.String(),
  today_dynamic_reward: Type.String(),
  reward_day: Type.Union([Type.String(), Type.Null()]),
  /** 0 paying, 1 finished. */
  status: Type.Integer(),
  created_at: DateTimeSchema,
})
export type HeldPack = Static<typeof HeldPackSchema>
export const HeldPacksDataSchema = PageSchema(HeldPackSchema)
export type HeldPacksData = Static<typeof HeldPacksDataSchema>

/** `/pledge/gdb-wallet`, `/vgb-pledge/vgb-wallet`: the pack coin's usable balance. */
export const PackWalletSchema = Type.Object({ coin_id: Type.Integer(), coin_key: Type.String(), usable: Type.String() })
export type PackWallet = Static<typeof PackWalletSchema>

/** `/pledge/is-buy`: 1 when the caller holds a pack of the variant that is still paying. */
export const IsBuySchema = Type.Object({ is_buy: Type.Union([Type.Literal(0), Type.Literal(1)]) })
export type IsBuy = Static<typeof IsBuySchema>

/** `POST /pledge/do` (spec: config_id, signature; plus the action nonce). */
export const PledgeDoBodySchema = Type.Object(
  { config_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), ...SignedActionFields },
  { additionalProperties: false },
)
export type PledgeDoBody = Static<typeof PledgeDoBodySchema>
