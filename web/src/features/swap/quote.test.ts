import type { Pool } from '@phoswap/core/routing'
import { NATIVE_TOKEN_ADDRESS, type Token } from '@phoswap/core/tokens'
import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { readAmount } from '../../trade/readAmount'
import { percentOf, type QuoteInput, quoteSwap } from './quote'

const WETH = '0x1000000000000000000000000000000000000001' as Address
const USDT = '0x2000000000000000000000000000000000000002' as Address
const PHO = '0x3000000000000000000000000000000000000003' as Address
const GDT = '0x4000000000000000000000000000000000000004' as Address
const E18 = 10n ** 18n
const token = (address: Address, symbol: string, decimals = 18): Token => ({
  address,
  symbol,
  name: symbol,
  decimals,
  chainId: 31337,
})
const eth = token(NATIVE_TOKEN_ADDRESS, 'ETH')
const weth = token(WETH, 'WETH')
const usdt = token(USDT, 'USDT')
const pho = token(PHO, 'PHO')
const pools: Pool[] = [
  {
    address: '0x00000000000000000000000000000000000000a1',
    token0: WETH,
    token1: USDT,
    reserve0: 100n * E18,
    reserve1: 300_000n * E18,
  },
  {
    address: '0x00000000000000000000000000000000000000a2',
    token0: USDT,
    token1: PHO,
    reserve0: 500_000n * E18,
    reserve1: 1_000_000n * E18,
  },
]

const base: QuoteInput = {
  tokenIn: usdt,
  tokenOut: weth,
  typed: '3000',
  source: 'from',
  wrappedNative: WETH,
  pools,
  poolsReady: true,
  multipath: true,
  baseTokens: [WETH, USDT, PHO],
  taxes: {},
  inputScales: {},
  blockedBuy: [GDT],
  slippageBps: 10,
  expert: false,
  connected: true,
  wrongNetwork: false,
  balanceIn: 10_000n * E18,
  allowance: 2n ** 255n,
}

describe('quoteSwap', () => {
  it('quotes exact-in with minimum received and the 0.25% fee line', () => {
    const q = quoteSwap(base)
    expect(q.trade?.tradeType).toBe('exactIn')
    expect(q.amountIn).toBe(3000n * E18)
    expect(q.amountOut).toBeGreaterThan(0n)
    expect(q.limit).toEqual({ kind: 'minReceived', amount: (q.amountOut! * 10_000n) / 10_010n })
    expect(q.button).toEqual({ kind: 'swap', messageKey: 'swap' })
  })

  it('quotes exact-out from the to box with maximum sold', () => {
    const q = quoteSwap({ ...base, typed: '1', source: 'to' })
    expect(q.trade?.tradeType).toBe('exactOut')
    expect(q.amountOut).toBe(E18)
    expect(q.limit?.kind).toBe('maxSold')
  })

  it('routes PHO to WETH through USDT in two hops, and only directly with multipath off', () => {
    const q = quoteSwap({ ...base, tokenIn: pho, typed: '100' })
    expect(q.trade?.route.path).toEqual([PHO, USDT, WETH])
    const direct = quoteSwap({ ...base, tokenIn: pho, typed: '100', multipath: false })
    expect(direct.failure).toBe('noRoute')
    expect(direct.button.messageKey).toBe('swap12')
  })

  it('wraps and unwraps 1:1 without a pool', () => {
    const wrap = quoteSwap({ ...base, tokenIn: eth, tokenOut: weth, typed: '1.5', pools: [] })
    expect(wrap.wrap).toBe('wrap')
    expect(wrap.amountOut).toBe(15n * 10n ** 17n)
    expect(wrap.button.kind).toBe('wrap')
    expect(quoteSwap({ ...base, tokenIn: weth, tokenOut: eth, typed: '1', allowance: 0n }).button.kind).toBe('unwrap')
  })

  it('follows the spec order: blocked buy, then no amount, balance, approve', () => {
    expect(quoteSwap({ ...base, tokenOut: token(GDT, 'GDT') }).button.messageKey).toBe('buyBlocked')
    expect(quoteSwap({ ...base, typed: '' }).button.messageKey).toBe('swap10')
    expect(quoteSwap({ ...base, balanceIn: 1n }).button.messageKey).toBe('swap11')
    expect(quoteSwap({ ...base, allowance: 0n }).button.kind).toBe('approve')
    expect(quoteSwap({ ...base, tokenIn: eth, tokenOut: usdt, typed: '1', allowance: 0n }).button.kind).toBe('swap')
    expect(quoteSwap({ ...base, connected: false }).button.kind).toBe('connect')
  })

  it('blocks at 20% price impact unless expert, warns above 10%', () => {
    const big = quoteSwap({ ...base, typed: '100000', balanceIn: 10n ** 30n })
    expect(big.button.messageKey).toBe('priceImpactTooHigh')
    expect(quoteSwap({ ...base, typed: '100000', balanceIn: 10n ** 30n, expert: true }).button.kind).toBe('swap')
    expect(quoteSwap({ ...base, typed: '40000', balanceIn: 10n ** 30n }).button.messageKey).toBe('swapAnyway')
  })

  it('refuses more decimals than the token has and applies the input scale to exact-in', () => {
    const q = quoteSwap({ ...base, tokenIn: token(USDT, 'USDT', 6), typed: '1.1234567' })
    expect(q.parseError).toBe(true)
    expect(q.button.messageKey).toBe('swap10')
    const scaled = quoteSwap({
      ...base,
      tokenIn: pho,
      typed: '10000',
      inputScales: { [PHO.toLowerCase()]: { numerator: 9_999n, denominator: 10_000n } },
    })
    expect(scaled.amountIn).toBe(9_999n * E18)
  })

  it('gives no verdict on routes until the pools are read', () => {
    expect(quoteSwap({ ...base, pools: [], poolsReady: false }).failure).toBeNull()
  })
})

describe('readAmount and percentOf', () => {
  it('reads typed amounts', () => {
    expect(readAmount('', 18)).toEqual({ amount: null, error: false })
    expect(readAmount('0.5', 6)).toEqual({ amount: 500_000n, error: false })
    expect(readAmount('1e5', 6).error).toBe(true)
  })

  it('keeps 0.01 of the native coin back', () => {
    expect(percentOf(E18, 100, true)).toBe(E18 - 10n ** 16n)
    expect(percentOf(E18, 50, false)).toBe(E18 / 2n)
    expect(percentOf(10n ** 15n, 100, true)).toBe(0n)
  })
})
