import { describe, expect, it } from 'vitest'
import { type FeeInputs, feeRule, networkFeeOf } from './feeRule'

const gwei = 1_000_000_000n

/** Recent blocks that each paid `low` at the 10th percentile and `high` at the 90th. */
function blocks(count: number, low: bigint, high = low, gasUsedRatio = 0.3): FeeInputs['history'] {
  return Array.from({ length: count }, () => ({ gasUsedRatio, rewards: [low, high] }))
}

describe('feeRule', () => {
  it('sends type 2 where the chain has a base fee: the tier multiplies the tip only, max fee 2 x base + tip', () => {
    const plan = feeRule(
      { baseFeePerGas: 30n * gwei, suggested: 2n * gwei, history: blocks(10, 1n * gwei, 10n * gwei) },
      3,
    )
    expect(plan).toEqual({
      type: 'eip1559',
      maxPriorityFeePerGas: 5n * gwei, // 2.5 x 2 gwei
      maxFeePerGas: 65n * gwei,
      expectedPerGas: 35n * gwei,
    })
  })

  it.each([
    [1, 3n * gwei],
    [2, 4n * gwei],
    [3, 5n * gwei],
  ] as const)('tier %i multiplies a 2 gwei tip to %s wei', (tier, tip) => {
    const plan = feeRule({ baseFeePerGas: gwei, suggested: 2n * gwei, history: blocks(5, gwei, 20n * gwei) }, tier)
    expect(plan.type === 'eip1559' && plan.maxPriorityFeePerGas).toBe(tip)
  })

  it('sends legacy where the chain has no base fee, under the same cap', () => {
    expect(feeRule({ baseFeePerGas: undefined, suggested: 1n * gwei, history: blocks(5, gwei, 2n * gwei) }, 3)).toEqual(
      {
        type: 'legacy',
        gasPrice: 2n * gwei,
        expectedPerGas: 2n * gwei,
      },
    )
    expect(feeRule({ baseFeePerGas: undefined, suggested: gwei, history: [] }, 1)).toEqual({
      type: 'legacy',
      gasPrice: gwei,
      expectedPerGas: gwei,
    })
  })

  it('a base fee of 0 (BSC) is still type 2: the max fee is the tip', () => {
    const plan = feeRule({ baseFeePerGas: 0n, suggested: gwei, history: blocks(3, gwei) }, 3)
    expect(plan).toEqual({ type: 'eip1559', maxPriorityFeePerGas: gwei, maxFeePerGas: gwei, expectedPerGas: gwei })
  })

  it('cannot run away on a node whose suggestion follows the tips just paid (issue 29)', () => {
    // Simulates anvil: every block holds only our transaction and the node suggests the last tip paid.
    let base = gwei
    let lastTip = gwei
    const history: { gasUsedRatio: number; rewards: bigint[] }[] = [{ gasUsedRatio: 0.01, rewards: [gwei, gwei] }]
    const prices: bigint[] = []
    for (let i = 0; i < 200; i++) {
      const plan = feeRule({ baseFeePerGas: base, suggested: lastTip, history: history.slice(-10) }, 3)
      if (plan.type !== 'eip1559') throw new Error('expected type 2')
      lastTip = plan.maxPriorityFeePerGas
      prices.push(base + lastTip)
      history.push({ gasUsedRatio: 0.01, rewards: [lastTip, lastTip] })
      base = (base * 7n) / 8n
    }
    expect(prices.at(-1)! <= prices[0]! * 2n).toBe(true)
    expect(lastTip).toBe(gwei)
  })

  it('caps a node that suggests a silly tip at what recent blocks paid', () => {
    const plan = feeRule({ baseFeePerGas: gwei, suggested: 10n ** 30n, history: blocks(10, gwei, 3n * gwei) }, 3)
    expect(plan.type === 'eip1559' && plan.maxPriorityFeePerGas).toBe(3n * gwei)
  })

  it('raises a suggestion below what got in (or a missing or negative one) to the low percentile', () => {
    for (const suggested of [0n, -5n, undefined]) {
      const plan = feeRule({ baseFeePerGas: gwei, suggested, history: blocks(10, 30n * gwei, 40n * gwei) }, 1)
      expect(plan.type === 'eip1559' && plan.maxPriorityFeePerGas).toBe(40n * gwei) // 1.5 x 30, capped at 40
    }
  })

  it('ignores empty blocks (they report a reward of 0) and uses the median, not one outlier', () => {
    const history = [
      ...blocks(6, 0n, 0n, 0),
      ...blocks(2, gwei, gwei),
      { gasUsedRatio: 0.5, rewards: [gwei, 1000n * gwei] },
    ]
    const plan = feeRule({ baseFeePerGas: gwei, suggested: gwei, history }, 3)
    expect(plan.type === 'eip1559' && plan.maxPriorityFeePerGas).toBe(gwei)
  })

  it('without any history pays the suggestion as it is, no multiple of it', () => {
    const plan = feeRule({ baseFeePerGas: gwei, suggested: 2n * gwei, history: [] }, 3)
    expect(plan.type === 'eip1559' && plan.maxPriorityFeePerGas).toBe(2n * gwei)
  })

  it('refuses an unknown tier', () => {
    expect(() => feeRule({ baseFeePerGas: gwei, suggested: gwei, history: [] }, 4 as 1)).toThrow()
  })

  it('the network fee is the gas estimate times the expected price per gas', () => {
    const plan = feeRule({ baseFeePerGas: 30n * gwei, suggested: 2n * gwei, history: blocks(3, gwei, 10n * gwei) }, 3)
    expect(networkFeeOf(100_000n, plan)).toBe(100_000n * 35n * gwei)
  })
})
