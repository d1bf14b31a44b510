import { factoryAbi } from '@phoswap/core/abi/factoryAbi'
import { pairAbi } from '@phoswap/core/abi/pairAbi'
import type { Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { signaturesMissingFrom } from '../../chain/reads/abiSubset'
import { factoryGetPairAbi, pairReadAbi } from './liquidityAbis'

describe('liquidity screen ABIs', () => {
  it('are exact subsets of the compiled Pair and Factory ABIs', () => {
    expect(signaturesMissingFrom(pairReadAbi, pairAbi as Abi)).toEqual([])
    expect(signaturesMissingFrom(factoryGetPairAbi, factoryAbi as Abi)).toEqual([])
  })
})
