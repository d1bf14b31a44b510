import type { CongressData, CongressFlows, LpData } from '@phoswap/core/api/community'
import type { Deployment } from '@phoswap/core/deployments'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { pairSyncs, phoSinkFlows } from '../../db/schema'
import { AppError } from '../../errors'
import type { SinkKind } from './phoSinkFlows'

const DAY = 86_400

/** PHO, USDT and the PHO-USDT pair of a chain: the price every congress figure is valued at. */
export function congressMarket(deployment: Deployment | undefined) {
  const pho = deployment?.tokens.find((t) => t.address === deployment.contracts.pho)
  const usdt = deployment?.tokens.find((t) => t.symbol === 'USDT')
  const pair =
    pho && usdt
      ? deployment?.pairs.find(
          (p) =>
            (p.token0 === pho.address && p.token1 === usdt.address) ||
            (p.token1 === pho.address && p.token0 === usdt.address),
        )
      : undefined
  if (!deployment || !pho || !usdt || !pair) throw new AppError('congress_unavailable')
  return { deployment, pho, usdt, pair: pair.address.toLowerCase(), phoIsToken0: pair.token0 === pho.address }
}
type Market = ReturnType<typeof congressMarket>

/**
 * The USDT value (base units) of a flow's PHO at the PHO-USDT reserves of the last Sync at or before the flow:
 * amount × reserveUSDT / reservePHO, cut toward zero; 0 before the pool has reserves.
 */
function valueSql(market: Market): SQL {
  const [pho, usdt] = market.phoIsToken0
    ? [sql.raw('reserve0'), sql.raw('reserve1')]
    : [sql.raw('reserve1'), sql.raw('reserve0')]
  return sql`coalesce((
    select div(${phoSinkFlows.amount} * s.${usdt}, nullif(s.${pho}, 0))
    from ${pairSyncs} s
    where s.chain_id = ${phoSinkFlows.chainId} and s.pair = ${market.pair}
      and (s.block_number < ${phoSinkFlows.blockNumber}
        or (s.block_number = ${phoSinkFlows.blockNumber} and s.log_index < ${phoSinkFlows.logIndex}))
    order by s.block_number desc, s.log_index desc limit 1), 0)`
}

interface SinkSum {
  sink: SinkKind
  pho: bigint
  usdt: bigint
}

/** PHO and its USDT value flowed into each sink, all time. */
async function sinkSums(db: Db, market: Market): Promise<Map<SinkKind, SinkSum>> {
  const result = await db.execute(sql`
    select f.sink, coalesce(sum(f.amount), 0)::text as pho, coalesce(sum(f.value), 0)::text as usdt
    from (select ${phoSinkFlows.sink} as sink, ${phoSinkFlows.amount} as amount, ${valueSql(market)} as value
      from ${phoSinkFlows} where ${phoSinkFlows.chainId} = ${market.deployment.chainId}) f
    group by f.sink`)
  const rows = (result as unknown as { rows: { sink: SinkKind; pho: string; usdt: string }[] }).rows
  return new Map(rows.map((r) => [r.sink, { sink: r.sink, pho: BigInt(r.pho), usdt: BigInt(r.usdt) }]))
}

const zero = (sink: SinkKind): SinkSum => ({ sink, pho: 0n, usdt: 0n })

/** `GET /dex/congress-data`: give_out = the ecosystem sink's inflow, buy_back = the burn sink's, cumulative both. */
export async function congressData(db: Db, deployment: Deployment | undefined): Promise<CongressData> {
  const market = congressMarket(deployment)
  const sums = await sinkSums(db, market)
  const give = sums.get('ecosystem') ?? zero('ecosystem')
  const back = sums.get('burn') ?? zero('burn')
  return {
    chain_id: market.deployment.chainId,
    decimals: market.usdt.decimals,
    cumulative: (give.usdt + back.usdt).toString(),
    give_out: give.usdt.toString(),
    buy_back: back.usdt.toString(),
    give_out_pho: give.pho.toString(),
    buy_back_pho: back.pho.toString(),
  }
}

/** `GET /dex/congress-flows`: the congress flows of the last `days` days (UTC), one row per day, empty days as 0. */
export async function congressFlows(
  db: Db,
  deployment: Deployment | undefined,
  days: number,
  nowSeconds: number,
): Promise<CongressFlows> {
  const market = congressMarket(deployment)
  const today = Math.floor(nowSeconds / DAY) * DAY
  const from = today - (days - 1) * DAY
  const result = await db.execute(sql`
    select (f.block_time / ${DAY}) * ${DAY} as t,
      coalesce(sum(case when f.sink = 'ecosystem' then f.value else 0 end), 0)::text as give_out,
      coalesce(sum(case when f.sink = 'burn' then f.value else 0 end), 0)::text as buy_back
    from (select ${phoSinkFlows.sink} as sink, ${phoSinkFlows.blockTime} as block_time, ${valueSql(market)} as value
      from ${phoSinkFlows}
      where ${phoSinkFlows.chainId} = ${market.deployment.chainId} and ${phoSinkFlows.blockTime} >= ${from}
        and ${phoSinkFlows.sink} in ('ecosystem', 'burn')) f
    group by 1`)
  const rows = (result as unknown as { rows: { t: string | number; give_out: string; buy_back: string }[] }).rows
  const byDay = new Map(rows.map((r) => [Number(r.t), r]))
  const list = Array.from({ length: days }, (_, i) => {
    const t = from + i * DAY
    const row = byDay.get(t)
    return { t, give_out: row?.give_out ?? '0', buy_back: row?.buy_back ?? '0' }
  })
  return { chain_id: market.deployment.chainId, decimals: market.usdt.decimals, list }
}

/** The latest indexed reserves of every pair of the chain. */
async function latestReserves(db: Db, chainId: number) {
  const result = await db.execute(sql`
    select distinct on (${pairSyncs.pair}) ${pairSyncs.pair} as pair,
      ${pairSyncs.reserve0}::text as reserve0, ${pairSyncs.reserve1}::text as reserve1
    from ${pairSyncs} where ${pairSyncs.chainId} = ${chainId}
    order by ${pairSyncs.pair}, ${pairSyncs.blockNumber} desc, ${pairSyncs.logIndex} desc`)
  const rows = (result as unknown as { rows: { pair: string; reserve0: string; reserve1: string }[] }).rows
  return new Map(rows.map((r) => [r.pair, [BigInt(r.reserve0), BigInt(r.reserve1)] as const]))
}

/**
 * `GET /dex/lp-data`: the pools holding USDT or PHO valued in USDT at their latest indexed reserves (twice the USDT
 * side, or twice the PHO side at PHO's price), and the tax paid to the liquidity and equity sinks.
 */
export async function lpData(db: Db, deployment: Deployment | undefined): Promise<LpData> {
  const market = congressMarket(deployment)
  const { deployment: d, pho, usdt } = market
  const [reserves, sums] = await Promise.all([latestReserves(db, d.chainId), sinkSums(db, market)])
  const phoUsdt = reserves.get(market.pair)
  const [rPho, rUsdt] = phoUsdt ? (market.phoIsToken0 ? phoUsdt : [phoUsdt[1], phoUsdt[0]]) : [0n, 0n]
  const phoToUsdt = (amount: bigint) => (rPho > 0n ? (amount * rUsdt) / rPho : 0n)
  let tvl = 0n
  let pools = 0
  for (const pair of d.pairs) {
    const r = reserves.get(pair.address.toLowerCase())
    if (!r) continue
    const usdtSide = pair.token0 === usdt.address ? r[0] : pair.token1 === usdt.address ? r[1] : null
    const phoSide = pair.token0 === pho.address ? r[0] : pair.token1 === pho.address ? r[1] : null
    if (usdtSide !== null) tvl += 2n * usdtSide
    else if (phoSide !== null) tvl += 2n * phoToUsdt(phoSide)
    else continue
    pools += 1
  }
  return {
    chain_id: d.chainId,
    decimals: usdt.decimals,
    tvl: tvl.toString(),
    pools,
    lp_dividends: (sums.get('liquidity')?.usdt ?? 0n).toString(),
    equity_dividends: (sums.get('equity')?.usdt ?? 0n).toString(),
    pho_price: phoToUsdt(10n ** BigInt(pho.decimals)).toString(),
  }
}
