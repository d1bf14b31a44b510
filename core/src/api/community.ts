import { type Static, Type } from '@sinclair/typebox'
import { AddressSchema, AmountSchema, ChainIdSchema, UnixSecondsSchema } from './common'
import { TxHashSchema } from './mining'

/** `?chain_id=`: the community, congress and partner figures are per chain. */
export const ChainQuerySchema = Type.Object({ chain_id: ChainIdSchema }, { additionalProperties: false })
export type ChainQuery = Static<typeof ChainQuerySchema>

/**
 * `GET /community/wallet/info?chain_id=` (spec 001: consensus_num, total_consensus, self_lock, self_release), from the
 * indexed stake events and the contract's schedule. Amounts in the staked token's base units.
 */
export const CommunityWalletSchema = Type.Object({
  chain_id: Type.Integer(),
  /** null: this chain has no community stake. */
  stake: Type.Union([AddressSchema, Type.Null()]),
  token: Type.Union([AddressSchema, Type.Null()]),
  token_symbol: Type.String(),
  decimals: Type.Integer(),
  /** My consensus: everything I staked. */
  consensus_num: AmountSchema,
  /** Everything staked by everyone. */
  total_consensus: AmountSchema,
  /** Staked and not yet released. */
  self_lock: AmountSchema,
  /** Released so far (claimed or not). */
  self_release: AmountSchema,
  self_claimed: AmountSchema,
  /** Released and not claimed: what a claim pays now. */
  self_claimable: AmountSchema,
  /** Unix seconds; 0 when there is no stake. */
  release_start: UnixSecondsSchema,
  release_duration: Type.Integer({ minimum: 0 }),
  /** Staking is open until the release starts. */
  stake_open: Type.Boolean(),
  /** A claim pays something now. */
  claim_open: Type.Boolean(),
  /** The block the indexer has read up to on that chain; null when it follows none there. */
  indexed_up_to: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
})
export type CommunityWallet = Static<typeof CommunityWalletSchema>

/** `POST /community/entry-mark` (spec 001: tx_hash): the stake transaction, reported after the chain stake. */
export const CommunityEntryMarkBodySchema = Type.Object(
  { chain_id: ChainIdSchema, tx_hash: TxHashSchema },
  { additionalProperties: false },
)
export type CommunityEntryMarkBody = Static<typeof CommunityEntryMarkBodySchema>

export const CommunityEntryMarkSchema = Type.Object({
  /** indexed: counted in the figures; mined: a stake of the caller, waiting for the confirmation depth; pending: not on chain yet. */
  status: Type.Union([Type.Literal('indexed'), Type.Literal('mined'), Type.Literal('pending')]),
  /** What the transaction staked for the caller (0 while pending). */
  amount: AmountSchema,
  indexed_up_to: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
})
export type CommunityEntryMark = Static<typeof CommunityEntryMarkSchema>

/**
 * `GET /dex/congress-data?chain_id=` (spec 001: cumulative, give_out, buy_back in USDT): PHO's tax into the
 * ecosystem sink (give_out) and the burn sink (buy_back), each valued in USDT at the PHO-USDT price of its block.
 * USDT base units; `decimals` is USDT's.
 */
export const CongressDataSchema = Type.Object({
  chain_id: Type.Integer(),
  decimals: Type.Integer(),
  cumulative: AmountSchema,
  give_out: AmountSchema,
  buy_back: AmountSchema,
  /** The same flows in PHO base units. */
  give_out_pho: AmountSchema,
  buy_back_pho: AmountSchema,
})
export type CongressData = Static<typeof CongressDataSchema>

/** `GET /dex/congress-flows?chain_id=&days=`: the congress flows by day (VisualChart), oldest first. */
export const CongressFlowsQuerySchema = Type.Object(
  { chain_id: ChainIdSchema, days: Type.Integer({ minimum: 1, maximum: 365, default: 30 }) },
  { additionalProperties: false },
)
export type CongressFlowsQuery = Static<typeof CongressFlowsQuerySchema>
export const CongressFlowDaySchema = Type.Object({
  /** Start of the day, unix seconds (UTC). */
  t: UnixSecondsSchema,
  give_out: AmountSchema,
  buy_back: AmountSchema,
})
export const CongressFlowsSchema = Type.Object({
  chain_id: Type.Integer(),
  decimals: Type.Integer(),
  list: Type.Array(CongressFlowDaySchema),
})
export type CongressFlows = Static<typeof CongressFlowsSchema>

/**
 * `GET /dex/lp-data?chain_id=`: the liquidity behind PHO: the pools' value in USDT at the latest indexed reserves,
 * and the tax paid to liquidity providers (the liquidity sink) and equity cards (the equity sink), valued in USDT.
 */
export const LpDataSchema = Type.Object({
  chain_id: Type.Integer(),
  decimals: Type.Integer(),
  /** Value of the pools that hold USDT or PHO (USDT base units). */
  tvl: AmountSchema,
  pools: Type.Integer({ minimum: 0 }),
  lp_dividends: AmountSchema,
  equity_dividends: AmountSchema,
  /** PHO's price in USDT base units per whole PHO; 0 before the PHO-USDT pool has reserves. */
  pho_price: AmountSchema,
})
export type LpData = Static<typeof LpDataSchema>

/** `GET /dex/partner-data?chain_id=`: figures on the partner page's cards. */
export const PartnerDataSchema = Type.Object({
  chain_id: Type.Integer(),
  vote: Type.Union([
    Type.Object({
      token_symbol: Type.String(),
      decimals: Type.Integer(),
      deposit_total: AmountSchema,
      reward_total: AmountSchema,
      end_time: UnixSecondsSchema,
    }),
    Type.Null(),
  ]),
  flywheel: Type.Object({
    /** USDT decimals */
    decimals: Type.Integer(),
    /** PHO burned by the tax (PHO base units, 18 decimals) and its USDT value at the time. */
    burned_pho: AmountSchema,
    buy_back: AmountSchema,
    give_out: AmountSchema,
  }),
  airdrop: Type.Object({
    claims_today: Type.Integer({ minimum: 0 }),
    claims_total: Type.Integer({ minimum: 0 }),
  }),
  community: Type.Object({
    token_symbol: Type.String(),
    decimals: Type.Integer(),
    total_consensus: AmountSchema,
  }),
})
export type PartnerData = Static<typeof PartnerDataSchema>
