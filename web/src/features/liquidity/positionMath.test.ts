import { describe, expect, it } from 'vitest'
import { afterTransferTax, liquidityToRemove, MINIMUM_LIQUIDITY, pooledAmounts, previewMint } from './positionMath'

const E18 = 10n ** 18n

describe('position math', () => {
  it('pools amounts pro rata, rounded down like burn', () => {
    expect(pooledAmounts(10n, 100n, 1000n, 333n)).toEqual({ amountA: 100n, amountB: 33n })
    expect(pooledAmounts(10n, 0n, 1000n, 333n)).toEqual({ amountA: 0n, amountB: 0n })
  })

  it('mints sqrt(a*b) - 1000 for the first deposit', () => {
    const m = previewMint(4n * E18, E18, 0n, 0n, 0n)
    expect(m.liquidity).toBe(2n * E18 - MINIMUM_LIQUIDITY)
    expect(m.share.denominator).toBe(2n * E18)
    expect(previewMint(10n, 10n, 0n, 0n, 0n).liquidity).toBe(0n)
  })

  it('mints the smaller side for an existing pool and counts the transfer tax', () => {
    const m = previewMint(100n * E18, 50n * E18, 1000n * E18, 500n * E18, 700n * E18)
    expect(m.liquidity).toBe(70n * E18)
    expect(m.share).toEqual({ numerator: 70n * E18, denominator: 770n * E18 })
    const taxed = previewMint(100n * E18, 50n * E18, 1000n * E18, 500n * E18, 700n * E18, 150)
    expect(taxed.liquidity).toBe((afterTransferTax(100n * E18, 150) * 700n) / 1000n)
    expect(afterTransferTax(1000n, 150)).toBe(985n)
  })

  it('burns the slider share of the balance, MAX all of it', () => {
    expect(liquidityToRemove(1001n, 25)).toBe(250n)
    expect(liquidityToRemove(1001n, 100)).toBe(1001n)
    expect(liquidityToRemove(1001n, 0)).toBe(0n)
  })
})
