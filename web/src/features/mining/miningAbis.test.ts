import { farmAbi } from '@phoswap/core/abi/farmAbi'
import { lockStakingAbi } from '@phoswap/core/abi/lockStakingAbi'
import { multicall3Abi } from '@phoswap/core/abi/multicall3Abi'
import type { Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { signaturesMissingFrom } from '../../chain/reads/abiSubset'
import { farmPageAbi, lockStakingPageAbi, multicallBlockAbi } from './miningAbis'

describe('mining page ABIs', () => {
  it('are exact subsets of the compiled ABIs', () => {
    expect(signaturesMissingFrom(farmPageAbi, farmAbi as Abi)).toEqual([])
    expect(signaturesMissingFrom(lockStakingPageAbi, lockStakingAbi as Abi)).toEqual([])
    expect(signaturesMissingFrom(multicallBlockAbi, multicall3Abi as Abi)).toEqual([])
  })
})
