import { farmAbi } from '@phoswap/core/abi/farmAbi'
import { lockStakingAbi } from '@phoswap/core/abi/lockStakingAbi'
import { multicall3Abi } from '@phoswap/core/abi/multicall3Abi'
import { type Abi, toFunctionSignature } from 'viem'
import { describe, expect, it } from 'vitest'
import { farmPageAbi, lockStakingPageAbi, multicallBlockAbi } from './miningAbis'

const signatures = (abi: Abi) =>
  abi.filter((item) => item.type === 'function').map((item) => toFunctionSignature(item as never))

describe('mining page ABIs', () => {
  it('are exact subsets of the compiled ABIs', () => {
    for (const [subset, full] of [
      [farmPageAbi, farmAbi],
      [lockStakingPageAbi, lockStakingAbi],
      [multicallBlockAbi, multicall3Abi],
    ] as const) {
      const known = new Set(signatures(full as Abi))
      for (const signature of signatures(subset as Abi)) expect(known, signature).toContain(signature)
    }
  })
})
