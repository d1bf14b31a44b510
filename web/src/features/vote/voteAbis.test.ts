import { goodVoteAbi } from '@phoswap/core/abi/goodVoteAbi'
import { formatAbiItem } from 'viem/utils'
import { describe, expect, it } from 'vitest'
import { votePageAbi } from './voteAbis'

describe('votePageAbi', () => {
  it('is a subset of the contract ABI, function for function', () => {
    const full = new Set(goodVoteAbi.filter((i) => i.type === 'function').map((i) => formatAbiItem(i)))
    for (const item of votePageAbi) expect(full.has(formatAbiItem(item))).toBe(true)
  })
})
