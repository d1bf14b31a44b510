import type { Deployment } from '@phoswap/core/deployments'
import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { findPhoPair, phoPriceText } from './phoPair'

const PHO = '0x1000000000000000000000000000000000000001' as Address
const USDT = '0x2000000000000000000000000000000000000002' as Address
const GDT = '0x3000000000000000000000000000000000000003' as Address
const PAIR = '0x4000000000000000000000000000000000000004' as Address
const OTHER = '0x5000000000000000000000000000000000000005' as Address

function deployment(pairs: Deployment['pairs'], usdtDecimals = 18): Deployment {
  return {
    chainId: 31337,
    startBlock: 0,
    contracts: { factory: OTHER, router: OTHER, wrappedNative: OTHER, multicall3: OTHER, pho: PHO },
    tokens: [
      { address: PHO, symbol: 'PHO', name: 'PHO', decimals: 18 },
      { address: USDT, symbol: 'USDT', name: 'Tether', decimals: usdtDecimals },
      { address: GDT, symbol: 'GDT', name: 'GDT', decimals: 18 },
    ],
    pairs,
  }
}

describe('findPhoPair', () => {
  it('finds the pair by its name', () => {
    const found = findPhoPair(deployment([{ address: PAIR, token0: USDT, token1: PHO, name: 'PHO-USDT' }]))
    expect(found?.address).toBe(PAIR)
    expect(found?.pho.symbol).toBe('PHO')
    expect(found?.usdt.symbol).toBe('USDT')
  })

  it('finds the pair by its tokens when the name differs', () => {
    const found = findPhoPair(
      deployment([
        { address: OTHER, token0: GDT, token1: PHO, name: 'GDT-PHO' },
        { address: PAIR, token0: USDT, token1: PHO, name: 'USDT-PHO' },
      ]),
    )
    expect(found?.address).toBe(PAIR)
  })

  it('gives undefined without a deployment or without the pair', () => {
    expect(findPhoPair(undefined)).toBeUndefined()
    expect(findPhoPair(deployment([{ address: OTHER, token0: GDT, token1: PHO, name: 'GDT-PHO' }]))).toBeUndefined()
  })
})

describe('phoPriceText', () => {
  const pair = findPhoPair(deployment([{ address: PAIR, token0: PHO, token1: USDT, name: 'PHO-USDT' }]))!

  it('reads PHO in USDT whichever token is token0, 8 decimals', () => {
    const e18 = 10n ** 18n
    expect(phoPriceText(pair, PHO, 1000n * e18, 500n * e18)).toBe('0.50000000')
    expect(phoPriceText(pair, USDT, 500n * e18, 1000n * e18)).toBe('0.50000000')
  })

  it('takes each token decimals into account (6-decimal USDT)', () => {
    const six = findPhoPair(deployment([{ address: PAIR, token0: PHO, token1: USDT, name: 'PHO-USDT' }], 6))!
    expect(phoPriceText(six, PHO, 2n * 10n ** 18n, 3_000_000n)).toBe('1.50000000')
  })

  it("shows '--' for an empty pair or a token0 that is neither token", () => {
    expect(phoPriceText(pair, PHO, 0n, 0n)).toBe('--')
    expect(phoPriceText(pair, GDT, 1n, 1n)).toBe('--')
  })
})
