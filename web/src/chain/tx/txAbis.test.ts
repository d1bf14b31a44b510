import { wrappedNativeAbi } from '@phoswap/core/abi/wrappedNativeAbi'
import { wrapCall } from '@phoswap/core/swap'
import { type Abi, encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { signaturesMissingFrom } from '../reads/abiSubset'
import { erc20WriteAbi, MAX_UINT256, wrappedNativeWriteAbi } from './txAbis'
import { wrapTx } from './txCalls'

describe('the transaction path ABIs', () => {
  it('are exact subsets of the standard ERC-20 and the compiled wrapped native token', () => {
    expect(signaturesMissingFrom(erc20WriteAbi, erc20Abi)).toEqual([])
    expect(signaturesMissingFrom(wrappedNativeWriteAbi, wrappedNativeAbi as Abi)).toEqual([])
  })

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
