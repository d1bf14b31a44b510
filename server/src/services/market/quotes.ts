import type { Fraction } from '@phoswap/core/amm/priceImpact'
import { priceOf } from '@phoswap/core/amm/priceOf'
import type { Quote } from '@phoswap/core/api/market'
import type { Deployment } from '@phoswap/core/deployments'
import { formatFraction } from '@phoswap/core/format/formatFraction'
import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm'
import { getAddress } from 'viem'
import type { Db } from '../../db/client'
import { pairSyncs } from '../../db/schema'
import { marketsOf, type PairMarket } from './pairMarket'

const DAY = 86_400

type Point = { pair: string; reserve0: string; reserve1: string }

/** The base token's price in the quote token at one Sync, exact. */
export function priceAt(market: PairMarket, point: Point): Fraction | null {
  const r0 = BigInt(point.reserve0)
  const r1 = BigInt(point.reserve1)
  const [baseReserve, quoteReserve] = market.baseIsToken0 ? [r0, r1] : [r1, r0]
  if (baseReserve === 0n) return null
  return priceOf(baseReserve, market.base.decimals, quoteReserve, market.quote.decimals)
}

/** A price as a decimal string: 18 fraction digits at most, cut toward zero, trailing zeros dropped. */
export function formatPriceString(price: Fraction): string {
  return formatFraction(price, 18)
}

/** Change from `before` to `now` in percent with 2 decimals, rounded half away from zero. */
export function percentChange(now: Fraction, before: Fraction): string {
  // (now - before) / before * 100 with now = a/b, before = c/d
  const numerator = (now.numerator * before.denominator - before.numerator * now.denominator) * 100n
  const denominator = now.denominator * before.numerator
  if (denominator === 0n) return ''
  return formatFraction({ numerator, denominator }, 2, { minFractionDigits: 2, rounding: 'halfUp' })
}

const pointColumns = { pair: pairSyncs.pair, reserve0: pairSyncs.reserve0, reserve1: pairSyncs.reserve1 }

/**
 * One line per pair from the indexed Sync events: the latest price, and its change against the last point at
 * or before 24 hours ago (the first point when the pair is younger). No history gives '' for both.
 */
export async function listQuotes(
  db: Db,
  deployment: Deployment,
  image: (symbol: string) => string,
  nowSeconds: number,
) {
  const markets = marketsOf(deployment)
  const addresses = markets.map((m) => m.pair.address.toLowerCase())
  const chain = eq(pairSyncs.chainId, deployment.chainId)
  const inPairs = inArray(pairSyncs.pair, addresses.length ? addresses : ['0x'])
  const newestFirst = [pairSyncs.pair, desc(pairSyncs.blockNumber), desc(pairSyncs.logIndex)]
  const [latest, dayAgo, first] = await Promise.all([
    db
      .selectDistinctOn([pairSyncs.pair], pointColumns)
      .from(pairSyncs)
      .where(and(chain, inPairs))
      .orderBy(...newestFirst),
    db
      .selectDistinctOn([pairSyncs.pair], pointColumns)
      .from(pairSyncs)
      .where(and(chain, inPairs, lte(pairSyncs.blockTime, nowSeconds - DAY)))
      .orderBy(...newestFirst),
    db
      .selectDistinctOn([pairSyncs.pair], pointColumns)
      .from(pairSyncs)
      .where(and(chain, inPairs))
      .orderBy(pairSyncs.pair, asc(pairSyncs.blockNumber), asc(pairSyncs.logIndex)),
  ])
  const byPair = (rows: Point[]) => new Map(rows.map((r) => [r.pair, r]))
  const [latestBy, dayAgoBy, firstBy] = [byPair(latest), byPair(dayAgo), byPair(first)]

  const list: Quote[] = markets.map((market) => {
    const key = market.pair.address.toLowerCase()
    const nowPoint = latestBy.get(key)
    const refPoint = dayAgoBy.get(key) ?? firstBy.get(key)
    const now = nowPoint ? priceAt(market, nowPoint) : null
    const before = refPoint ? priceAt(market, refPoint) : null
    return {
      chain_id: deployment.chainId,
      pair: getAddress(market.pair.address),
      name: market.pair.name,
      coin: market.base.symbol,
      quote_coin: market.quote.symbol,
      coin_logo: market.base.logoURI ?? image(market.base.symbol),
      last: now ? formatPriceString(now) : '',
      percent: now && before ? percentChange(now, before) : '',
    }
  })
  return { list, total_count: list.length }
}
