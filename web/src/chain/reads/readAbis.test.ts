import { multicall3Abi } from '@phoswap/core/abi/multicall3Abi'
import { pairAbi } from '@phoswap/core/abi/pairAbi'
import { type Abi, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { signaturesMissingFrom } from './abiSubset'
import { aggregate3Abi, erc20ReadAbi, multicallEthBalanceAbi, pairReservesAbi } from './readAbis'

describe('the batched reads ABIs', () => {
  it('are exact subsets of the standard ERC-20 and the compiled Multicall3 and Pair ABIs', () => {
    expect(signaturesMissingFrom(erc20ReadAbi, erc20Abi)).toEqual([])
    expect(signaturesMissingFrom(multicallEthBalanceAbi, multicall3Abi as Abi)).toEqual([])
    expect(signaturesMissingFrom(pairReservesAbi, pairAbi as Abi)).toEqual([])
    expect(signaturesMissingFrom(aggregate3Abi, multicall3Abi as Abi)).toEqual([])
  })

  it('catch a function the contract does not have', () => {
    expect(signaturesMissingFrom(pairReservesAbi, erc20Abi)).toEqual(['getReserves()'])
  })
})
