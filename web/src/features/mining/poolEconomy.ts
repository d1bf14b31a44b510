import type { Fraction } from '@phoswap/core/amm/priceImpact'
import type { DeployedPair, DeployedToken } from '@phoswap/core/deployments'
import { formatFraction } from '@phoswap/core/format/formatFraction'
import { groupThousands } from '../../ui/formatNumber'
import type { PanelState } from './farmReads'
import type { MiningPanel } from './miningPanels'

/** Seconds in a year (365 days): an APR is the reward of one year at today's rate, not compounded. */
export const YEAR_SECONDS = 31_536_000n

/**
 * Tokens counted as one US dollar: the deployment's dollar stablecoins, by symbol. Every other price is derived from
 * pair reserves (docs/decisions/0125-readable-figures.md).
 */
export const USD_SYMBOLS: readonly string[] = ['USDT', 'USDC', 'BUSD', 'DAI']

/** A pair's state as read on chain (getReserves, totalSupply), with the deployment's token order. */
export interface PairState {
  pair: DeployedPair
  reserve0: bigint
  reserve1: bigint
  totalSupply: bigint
}

const key = (address: string) => address.toLowerCase()
const mul = (a: Fraction, b: Fraction): Fraction => ({
  numerator: a.numerator * b.numerator,
  denominator: a.denominator * b.denominator,
})
const add = (a: Fraction, b: Fraction): Fraction => ({
  numerator: a.numerator * b.denominator + b.numerator * a.denominator,
  denominator: a.denominator * b.denominator,
})
const whole = (units: bigint, decimals: number): Fraction => ({
  numerator: units,
  denominator: 10n ** BigInt(decimals),
})

/**
 * USD per whole token, from the chain only: a dollar stablecoin is 1; a token paired with a token of known price is
 * priced by that pair's reserves (the pool's own price), repeated until nothing more can be priced. A token with no
 * path to a dollar stablecoin has no price (absent from the map).
 */
export function usdPrices(tokens: readonly DeployedToken[], pairs: readonly PairState[]): Map<string, Fraction> {
  const decimals = new Map(tokens.map((t) => [key(t.address), t.decimals]))
  const prices = new Map<string, Fraction>()
  for (const token of tokens) {
    if (USD_SYMBOLS.includes(token.symbol)) prices.set(key(token.address), { numerator: 1n, denominator: 1n })
  }
  let grew = true
  while (grew) {
    grew = false
    for (const { pair, reserve0, reserve1 } of pairs) {
      if (reserve0 === 0n || reserve1 === 0n) continue
      const sides = [
        [pair.token0, reserve0, pair.token1, reserve1],
        [pair.token1, reserve1, pair.token0, reserve0],
      ] as const
      for (const [known, knownReserve, other, otherReserve] of sides) {
        const price = prices.get(key(known))
        const knownDecimals = decimals.get(key(known))
        const otherDecimals = decimals.get(key(other))
        if (!price || prices.has(key(other)) || knownDecimals === undefined || otherDecimals === undefined) continue
        // value of the known side / amount of the other side
        const value = mul(whole(knownReserve, knownDecimals), price)
        const amount = whole(otherReserve, otherDecimals)
        prices.set(key(other), {
          numerator: value.numerator * amount.denominator,
          denominator: value.denominator * amount.numerator,
        })
        grew = true
      }
    }
  }
  return prices
}

/** USD per whole LP token (18 decimals): both reserves at their prices over the supply; undefined without prices. */
export function lpPrice(
  state: PairState,
  prices: Map<string, Fraction>,
  tokens: readonly DeployedToken[],
): Fraction | undefined {
  const p0 = prices.get(key(state.pair.token0))
  const p1 = prices.get(key(state.pair.token1))
  const d0 = tokens.find((t) => key(t.address) === key(state.pair.token0))?.decimals
  const d1 = tokens.find((t) => key(t.address) === key(state.pair.token1))?.decimals
  if (!p0 || !p1 || d0 === undefined || d1 === undefined || state.totalSupply === 0n) return undefined
  const value = add(mul(whole(state.reserve0, d0), p0), mul(whole(state.reserve1, d1), p1))
  const supply = whole(state.totalSupply, 18)
  return { numerator: value.numerator * supply.denominator, denominator: value.denominator * supply.numerator }
}

/** A figure of a card, or why it cannot be shown. */
export type Figure =
  | { ok: true; value: Fraction }
  | { ok: false; reason: 'noPrice' | 'noStake' | 'noBlockTime' | 'unread' }

export interface PoolEconomyInput {
  /** Total staked in the pool, base units of the staked token. */
  totalStaked: bigint | undefined
  stakeDecimals: number
  /** The reward paid per second now (base units of the reward token), as a fraction; undefined when unknown. */
  rewardPerSecond: Fraction | undefined
  rewardDecimals: number
  stakePrice: Fraction | undefined
  rewardPrice: Fraction | undefined
}

/**
 * TVL (total staked in USD) and APR (a year's reward at today's rate, in USD, over the TVL, as a fraction of 1) of
 * one pool. Each says why when it cannot be had: no price for a token, nothing staked, no block time yet, or a
 * read that failed.
 */
export function poolEconomy(input: PoolEconomyInput): { tvl: Figure; apr: Figure } {
  const { totalStaked, stakePrice, rewardPrice, rewardPerSecond } = input
  if (totalStaked === undefined) return { tvl: { ok: false, reason: 'unread' }, apr: { ok: false, reason: 'unread' } }
  const tvl: Figure = stakePrice
    ? { ok: true, value: mul(whole(totalStaked, input.stakeDecimals), stakePrice) }
    : { ok: false, reason: 'noPrice' }
  let apr: Figure
  if (!tvl.ok) apr = tvl
  else if (totalStaked === 0n) apr = { ok: false, reason: 'noStake' }
  else if (!rewardPrice) apr = { ok: false, reason: 'noPrice' }
  else if (!rewardPerSecond) apr = { ok: false, reason: 'noBlockTime' }
  else {
    const yearly = mul(mul(rewardPerSecond, { numerator: YEAR_SECONDS, denominator: 1n }), rewardPrice)
    const reward = mul(yearly, { numerator: 1n, denominator: 10n ** BigInt(input.rewardDecimals) })
    apr = {
      ok: true,
      value: {
        numerator: reward.numerator * tvl.value.denominator,
        denominator: reward.denominator * tvl.value.numerator,
      },
    }
  }
  return { tvl, apr }
}

/** A farm's reward per second: its reward per block over the chain's measured seconds per block. */
export function farmRewardPerSecond(perBlock: bigint, blockSeconds: Fraction | undefined): Fraction | undefined {
  if (!blockSeconds || blockSeconds.numerator <= 0n) return undefined
  return { numerator: perBlock * blockSeconds.denominator, denominator: blockSeconds.numerator }
}

/** A lock-staking pool's reward per second: its rate while the reward period runs, 0 after it. */
export function stakingRewardPerSecond(rewardRate: bigint, periodFinish: bigint, now: number): Fraction {
  return { numerator: BigInt(now) < periodFinish ? rewardRate : 0n, denominator: 1n }
}

/** A USD figure: "$1,234.56" (2 decimals, cut), grouped in the UI language's signs. */
export function formatUsd(value: Fraction, locale?: string): string {
  return `$${groupThousands(formatFraction(value, 2, { minFractionDigits: 2 }), locale)}`
}

/** An APR (a fraction of 1) as a percentage with 2 decimals: "12.34%". */
export function formatApr(value: Fraction, locale?: string): string {
  const percent = { numerator: value.numerator * 100n, denominator: value.denominator }
  return `${groupThousands(formatFraction(percent, 2, { minFractionDigits: 2 }), locale)}%`
}

/**
 * One card's TVL and APR from the page's reads: the staked token's price (an LP token's from its pair), the reward
 * token's, the pool's total staked and its reward per second now.
 */
export function panelEconomy(
  panel: MiningPanel,
  state: PanelState | undefined,
  context: {
    tokens: readonly DeployedToken[]
    pairs: readonly PairState[]
    prices: Map<string, Fraction>
    blockSeconds: Fraction | undefined
    now: number | undefined
  },
): { tvl: Figure; apr: Figure } {
  const pairState = context.pairs.find((p) => key(p.pair.address) === key(panel.stakeToken))
  const stakePrice = pairState
    ? lpPrice(pairState, context.prices, context.tokens)
    : context.prices.get(key(panel.stakeToken))
  const rewardPrice = context.prices.get(key(panel.rewardToken))
  const base = { stakeDecimals: panel.stakeDecimals, rewardDecimals: panel.rewardDecimals, stakePrice, rewardPrice }
  if (panel.kind === 'farm') {
    const pool = state?.pool
    return poolEconomy({
      ...base,
      totalStaked: pool?.totalStaked,
      rewardPerSecond: pool ? farmRewardPerSecond(pool.perBlock, context.blockSeconds) : undefined,
    })
  }
  const staking = state?.staking
  return poolEconomy({
    ...base,
    totalStaked: staking?.totalStaked,
    rewardPerSecond:
      staking && context.now !== undefined
        ? stakingRewardPerSecond(staking.rewardRate, staking.periodFinish, context.now)
        : undefined,
  })
}
