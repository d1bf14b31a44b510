import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SWAP_TOKEN_RULES } from '../swap/swapTokenRules'
import { bpsPercent, feeTextValues, PAIR_FEE_BPS, PHO_TAX_BPS, PHO_TAX_SHARES_BPS, pairFeeOf } from './fees'

const source = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8')

describe('the fee figures are the contracts’ constants', () => {
  it('the pair fee is what Pair.sol and RouterLibrary.sol keep (3 of every 1000)', () => {
    const pair = source('contracts/src/amm/Pair.sol')
    expect(pair).toMatch(/balance0 \* 1000 - amount0In \* 3;/)
    expect(pair).toMatch(/balance1 \* 1000 - amount1In \* 3;/)
    const router = source('contracts/src/amm/RouterLibrary.sol')
    expect(router).toMatch(/amountIn \* 997;/)
    expect(router).toMatch(/reserveIn \* 1000 \+ amountInWithFee/)
    expect(PAIR_FEE_BPS).toBe(30)
    expect(source('core/src/amm/getAmountOut.ts')).toMatch(/amountIn \* 997n/)
  })

  it('the PHO tax shares are PhoToken.sol’s constants', () => {
    const pho = source('contracts/src/tokens/PhoToken.sol')
    const constant = (name: string) => Number(new RegExp(`${name} = ([\\d_]+);`).exec(pho)?.[1]?.replace(/_/g, ''))
    expect(constant('BPS_DENOMINATOR')).toBe(10_000)
    expect(PHO_TAX_SHARES_BPS).toEqual({
      liquidity: constant('LIQUIDITY_BPS'),
      equity: constant('EQUITY_BPS'),
      burn: constant('BURN_BPS'),
      ecosystem: constant('ECOSYSTEM_BPS'),
    })
    expect(PHO_TAX_BPS).toBe(150)
    // The routing's transfer tax is the same figure.
    expect(SWAP_TOKEN_RULES.default.transferTaxBps.PHO).toBe(PHO_TAX_BPS)
  })

  it('formats basis points as the texts show them', () => {
    expect([bpsPercent(30), bpsPercent(150), bpsPercent(25), bpsPercent(50), bpsPercent(100)]).toEqual([
      '0.3%',
      '1.5%',
      '0.25%',
      '0.5%',
      '1%',
    ])
    expect(feeTextValues()).toEqual({
      pairFee: '0.3%',
      phoTax: '1.5%',
      taxLiquidity: '0.5%',
      taxEquity: '0.5%',
      taxBurn: '0.25%',
      taxEcosystem: '0.25%',
    })
  })

  it('the fee line is 0.3% of the input, rounded down', () => {
    expect(pairFeeOf(10n ** 18n)).toBe(3n * 10n ** 15n)
    expect(pairFeeOf(333n)).toBe(0n)
    expect(pairFeeOf(334n)).toBe(1n)
  })
})
