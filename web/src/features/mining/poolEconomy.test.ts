import type { DeployedPair, DeployedToken } from '@phoswap/core/deployments'
import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  farmRewardPerSecond,
  formatApr,
  formatUsd,
  lpPrice,
  type PairState,
  poolEconomy,
  stakingRewardPerSecond,
  usdPrices,
} from './poolEconomy'

const a = (n: number) => getAddress(`0x${n.toString(16).padStart(40, '0')}`)
const E18 = 10n ** 18n
const token = (n: number, symbol: string, decimals = 18): DeployedToken => ({
  address: a(n),
  symbol,
  name: symbol,
  decimals,
})
const PHO = token(5, 'PHO')
const USDT = token(7, 'USDT', 6)
const GDT = token(8, 'GDT')
const FEP = token(9, 'FEP')
const BTC = token(10, 'BTC')
const tokens = [PHO, USDT, GDT, FEP, BTC]
const pair = (n: number, t0: DeployedToken, t1: DeployedToken): DeployedPair => ({
  address: a(n),
  token0: t0.address,
  token1: t1.address,
  name: `${t0.symbol}-${t1.symbol}`,
})
// 1,000 PHO against 2,000 USDT: PHO is $2; 100 LP tokens
const phoUsdt: PairState = {
  pair: pair(20, PHO, USDT),
  reserve0: 1000n * E18,
  reserve1: 2000n * 10n ** 6n,
  totalSupply: 100n * E18,
}
// 500 GDT against 250 PHO: GDT is half a PHO, $1
const gdtPho: PairState = {
  pair: pair(21, GDT, PHO),
  reserve0: 500n * E18,
  reserve1: 250n * E18,
  totalSupply: 50n * E18,
}
const fepBtc: PairState = { pair: pair(22, FEP, BTC), reserve0: 10n * E18, reserve1: E18, totalSupply: 3n * E18 }
const value = (f: { numerator: bigint; denominator: bigint } | undefined) =>
  f === undefined ? undefined : Number(f.numerator) / Number(f.denominator)

describe('pool prices from the pairs’ reserves', () => {
  const prices = usdPrices(tokens, [gdtPho, phoUsdt, fepBtc])

  it('prices USDT at 1, PHO from PHO-USDT and GDT through PHO; a token with no path has none', () => {
    expect(value(prices.get(USDT.address.toLowerCase()))).toBe(1)
    expect(value(prices.get(PHO.address.toLowerCase()))).toBe(2)
    expect(value(prices.get(GDT.address.toLowerCase()))).toBe(1)
    expect(prices.has(FEP.address.toLowerCase())).toBe(false)
  })

  it('prices an LP token as its reserves’ value over its supply', () => {
    // PHO-USDT: $2,000 + $2,000 over 100 LP = $40
    expect(value(lpPrice(phoUsdt, prices, tokens))).toBeCloseTo(40, 9)
    // GDT-PHO: $500 + $500 over 50 LP = $20
    expect(value(lpPrice(gdtPho, prices, tokens))).toBeCloseTo(20, 9)
    expect(lpPrice(fepBtc, prices, tokens)).toBeUndefined()
  })
})

describe('TVL and APR of a pool', () => {
  const two = { numerator: 2n, denominator: 1n }
  const forty = { numerator: 40n, denominator: 1n }

  it('TVL is total staked at the staked token’s price; APR a year of reward in USD over it', () => {
    // 10 LP staked at $40 = $400; 1 PHO per block, a block every 3 s: 10,512,000 PHO a year at $2
    const perSecond = farmRewardPerSecond(E18, { numerator: 3n, denominator: 1n })
    const { tvl, apr } = poolEconomy({
      totalStaked: 10n * E18,
      stakeDecimals: 18,
      stakePrice: forty,
      rewardPrice: two,
      rewardDecimals: 18,
      rewardPerSecond: perSecond,
    })
    expect(tvl.ok && formatUsd(tvl.value, 'en-US')).toBe('$400.00')
    // 10,512,000 × 2 / 400 = 52,560 = 5,256,000%
    expect(apr.ok && formatApr(apr.value, 'en-US')).toBe('5,256,000.00%')
  })

  it('says why a figure is unknown instead of making one up', () => {
    const base = { stakeDecimals: 18, rewardDecimals: 18, rewardPerSecond: { numerator: 1n, denominator: 1n } }
    expect(poolEconomy({ ...base, totalStaked: E18, stakePrice: undefined, rewardPrice: two })).toEqual({
      tvl: { ok: false, reason: 'noPrice' },
      apr: { ok: false, reason: 'noPrice' },
    })
    expect(poolEconomy({ ...base, totalStaked: 0n, stakePrice: forty, rewardPrice: two }).apr).toEqual({
      ok: false,
      reason: 'noStake',
    })
    expect(
      poolEconomy({ ...base, totalStaked: E18, stakePrice: forty, rewardPrice: two, rewardPerSecond: undefined }).apr,
    ).toEqual({ ok: false, reason: 'noBlockTime' })
    expect(poolEconomy({ ...base, totalStaked: undefined, stakePrice: forty, rewardPrice: two }).tvl).toEqual({
      ok: false,
      reason: 'unread',
    })
    expect(farmRewardPerSecond(E18, undefined)).toBeUndefined()
  })

  it('a staking pool earns its rate only while the reward period runs', () => {
    expect(stakingRewardPerSecond(5n, 100n, 99)).toEqual({ numerator: 5n, denominator: 1n })
    expect(stakingRewardPerSecond(5n, 100n, 100)).toEqual({ numerator: 0n, denominator: 1n })
  })
})
