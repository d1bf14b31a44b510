import { type Candle, MAX_CANDLES, PRICE_INTERVALS, type PriceInterval } from '@phoswap/core/api/market'
import { formatFraction } from '@phoswap/core/format/formatFraction'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { pairSyncs } from '../../db/schema'
import type { PairMarket } from './pairMarket'

const SCALE_DIGITS = 18

/** [from, to] clamped to at most MAX_CANDLES buckets, `from` moved down to its bucket's start. */
export function candleWindow(interval: PriceInterval, nowSeconds: number, from?: number, to?: number) {
  const step = PRICE_INTERVALS[interval]
  const end = Math.min(to ?? nowSeconds, nowSeconds)
  const earliest = (Math.floor(end / step) - MAX_CANDLES + 1) * step
  const start = Math.max(0, earliest, Math.floor((from ?? 0) / step) * step)
  return { step, from: start, to: Math.max(start, end) }
}

/**
 * OHLC candles of the base token's price from the indexed Sync events. Prices are computed in SQL as integers
 * scaled by 1e18 (numeric, exact division cut toward zero) and formatted as decimal strings here.
 */
export async function priceHistory(
  db: Db,
  chainId: number,
  market: PairMarket,
  window: { step: number; from: number; to: number },
): Promise<Candle[]> {
  const [base, quote] = market.baseIsToken0
    ? [pairSyncs.reserve0, pairSyncs.reserve1]
    : [pairSyncs.reserve1, pairSyncs.reserve0]
  // price = quote * 10^baseDecimals / (base * 10^quoteDecimals), times 10^18
  const up = `1${'0'.repeat(SCALE_DIGITS + market.base.decimals)}`
  const down = `1${'0'.repeat(market.quote.decimals)}`
  const { step } = window
  const result = await db.execute(sql`
    select (s.block_time / ${step}) * ${step} as t,
      ((array_agg(s.p order by s.block_number, s.log_index))[1])::text as open,
      ((array_agg(s.p order by s.block_number desc, s.log_index desc))[1])::text as close,
      max(s.p)::text as high,
      min(s.p)::text as low
    from (
      select ${pairSyncs.blockTime} as block_time, ${pairSyncs.blockNumber} as block_number,
        ${pairSyncs.logIndex} as log_index,
        div(${quote} * ${up}::numeric, ${base} * ${down}::numeric) as p
      from ${pairSyncs}
      where ${pairSyncs.chainId} = ${chainId} and ${pairSyncs.pair} = ${market.pair.address.toLowerCase()}
        and ${base} > 0 and ${pairSyncs.blockTime} >= ${window.from} and ${pairSyncs.blockTime} <= ${window.to}
    ) s
    group by 1 order by 1 limit ${MAX_CANDLES}
  `)
  const rows = (
    result as unknown as { rows: { t: string | number; open: string; high: string; low: string; close: string }[] }
  ).rows
  const scale = 10n ** BigInt(SCALE_DIGITS)
  const text = (value: string) => formatFraction({ numerator: BigInt(value), denominator: scale }, SCALE_DIGITS)
  return rows.map((row) => ({
    t: Number(row.t),
    open: text(row.open),
    high: text(row.high),
    low: text(row.low),
    close: text(row.close),
  }))
}
