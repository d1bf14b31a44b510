import { describe, expect, it } from 'vitest'
import { lotAmount } from './stakeLot'

const LOT = 100n * 10n ** 18n

describe('lotAmount', () => {
  it('is null for a pool without a fixed lot', () => {
    expect(lotAmount(undefined, 'stake', LOT)).toBeNull()
    expect(lotAmount(undefined, 'unstake', LOT)).toBeNull()
  })
  it('stakes exactly one lot, blocked while the wallet holds less', () => {
    expect(lotAmount(LOT, 'stake', LOT * 3n)).toEqual({ amount: LOT })
    expect(lotAmount(LOT, 'stake', LOT)).toEqual({ amount: LOT })
    expect(lotAmount(LOT, 'stake', LOT - 1n)).toEqual({ amount: LOT, blocked: 'short' })
  })
  it('unstakes the whole stake, blocked when nothing is staked', () => {
    expect(lotAmount(LOT, 'unstake', LOT * 2n)).toEqual({ amount: LOT * 2n })
    expect(lotAmount(LOT, 'unstake', 0n)).toEqual({ amount: 0n, blocked: 'nothingStaked' })
  })
})
