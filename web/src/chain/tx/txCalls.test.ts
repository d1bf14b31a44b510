import { wrapCall } from '@phoswap/core/swap'
import { encodeFunctionData, maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { MAX_UINT256, wrapTx } from './txCalls'

describe('the transaction path calls', () => {
  it('approve the largest amount', () => {
    expect(MAX_UINT256).toBe(maxUint256)
  })

  it("wrap and unwrap as core's wrapCall says", () => {
    const W = '0x0000000000000000000000000000000000000003'
    for (const [kind, amount] of [
      ['wrap', 5n],
      ['unwrap', 7n],
    ] as const) {
      const call = wrapCall(kind, amount, W)
      expect(wrapTx(kind, amount, W)).toEqual({ to: W, data: encodeFunctionData(call), value: call.value })
    }
    expect(() => wrapTx('wrap', 0n, W)).toThrow()
  })
})
