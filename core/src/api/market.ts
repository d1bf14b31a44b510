import { type Static, Type } from '@sinclair/typebox'
import { AddressSchema, ChainIdSchema, UnixSecondsSchema } from './common'

export const QuoteQuerySchema = Type.Object({ chain_id: Type.Optional(ChainIdSchema) }, { additionalProperties: false })
export type QuoteQuery = Static<typeof QuoteQuerySchema>

/** One market line: the price of `coin` in `quote_coin` from the pair's indexed reserves. */
export const QuoteSchema = Type.Object({
  chain_id: Type.Integer(),
  pair: AddressSchema,
  /** The pair's name, e.g. "PHO-USDT". */
  name: Type.String(),
  coin: Type.String(),
  quote_coin: Type.String(),
  /** Path under `image_domain`, an absolute URL, or '' when unknown. */
  coin_logo: Type.String(),
  /** Decimal string, up to 18 fraction digits, trailing zeros dropped; '' without history. */
  last: Type.String(),
  /** Change against 24 hours ago in percent, 2 decimals ("-1.25"); '' without history. */
  percent: Type.String(),
})
export type Quote = Static<typeof QuoteSchema>

export const QuoteDataSchema = Type.Object({ list: Type.Array(QuoteSchema), total_count: Type.Integer() })
export type QuoteData = Static<typeof QuoteDataSchema>

export const PRICE_INTERVALS = { '5m': 300, '1h': 3600, '1d': 86400 } as const
export type PriceInterval = keyof typeof PRICE_INTERVALS
/** At most this many candles per answer. */
export const MAX_CANDLES = 500

export const PriceHistoryQuerySchema = Type.Object(
  {
    pair: AddressSchema,
    chain_id: Type.Optional(ChainIdSchema),
    interval: Type.Union([Type.Literal('5m'), Type.Literal('1h'), Type.Literal('1d')], { default: '1h' }),
    /** Unix seconds; default `to` minus 500 intervals. */
    from: Type.Optional(UnixSecondsSchema),
    /** Unix seconds; default now. */
    to: Type.Optional(UnixSecondsSchema),
  },
  { additionalProperties: false },
)
export type PriceHistoryQuery = Static<typeof PriceHistoryQuerySchema>

/** Price of the base coin (first in the pair's name) in the quote coin; buckets without a trade are absent. */
export const CandleSchema = Type.Object({
  /** Bucket start, unix seconds. */
  t: Type.Integer(),
  open: Type.String(),
  high: Type.String(),
  low: Type.String(),
  close: Type.String(),
})
export type Candle = Static<typeof CandleSchema>

export const PriceHistoryDataSchema = Type.Object({
  chain_id: Type.Integer(),
  pair: AddressSchema,
  name: Type.String(),
  coin: Type.String(),
  quote_coin: Type.String(),
  interval: Type.String(),
  from: Type.Integer(),
  to: Type.Integer(),
  list: Type.Array(CandleSchema),
})
export type PriceHistoryData = Static<typeof PriceHistoryDataSchema>
