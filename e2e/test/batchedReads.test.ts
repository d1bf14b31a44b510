import type { Deployment } from '@phoswap/core/deployments'
import { type Address, createPublicClient, http } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { erc20ReadAbi, pairReservesAbi } from '../../web/src/chain/abi/generated/readAbis'
import { balanceRead } from '../../web/src/chain/reads/balanceRead'
import { callDataOf, multicallReads } from '../../web/src/chain/reads/multicallReads'
import type { BatchedRead } from '../../web/src/chain/reads/useBatchedReads'

const rpcUrl = inject('rpcUrl')
const deployment = JSON.parse(inject('deploymentJson')) as Deployment

/** An anvil account with coins and tokens from the sandbox's seeding. */
const OWNER: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const NOTHING_THERE: Address = '0x000000000000000000000000000000000000dEaD'

// The screens' read path (one aggregate3 eth_call over plain JSON-RPC) against the sandbox's real chain, answered
// the same as viem's multicall, which the screens used before (through wagmi's useReadContracts).
describe('batched reads on a real chain', () => {
  it('read what viem multicall reads, a failing read undefined', async () => {
    const { multicall3 } = deployment.contracts
    const reads: BatchedRead[] = [
      ...deployment.tokens.map((token) => balanceRead(token.address, OWNER, multicall3)),
      ...deployment.tokens.map((token) => ({ address: token.address, abi: erc20ReadAbi, functionName: 'symbol' })),
      ...deployment.pairs.map((pair) => ({ address: pair.address, abi: pairReservesAbi, functionName: 'getReserves' })),
      { address: NOTHING_THERE, abi: erc20ReadAbi, functionName: 'decimals' },
      { address: deployment.pairs[0]!.address, abi: erc20ReadAbi, functionName: 'symbol' },
    ]
    const values = await multicallReads([rpcUrl], multicall3, reads, reads.map(callDataOf))

    const client = createPublicClient({ transport: http(rpcUrl) })
    const viem = (await client.multicall({
      contracts: reads as never,
      multicallAddress: multicall3,
      allowFailure: true,
    })) as { status: string; result?: unknown }[]
    expect(values).toEqual(viem.map((r) => (r.status === 'success' ? r.result : undefined)))
    expect(values.at(-2)).toBeUndefined()
    expect(values.slice(0, deployment.tokens.length).some((v) => typeof v === 'bigint' && v > 0n)).toBe(true)
    expect(values.slice(deployment.tokens.length, 2 * deployment.tokens.length)).toEqual(
      deployment.tokens.map((t) => t.symbol),
    )
  })

  it('answer every read undefined when no RPC URL answers', async () => {
    const read: BatchedRead = { address: deployment.contracts.pho, abi: erc20ReadAbi, functionName: 'decimals' }
    const values = await multicallReads(
      ['http://127.0.0.1:9'],
      deployment.contracts.multicall3,
      [read],
      [callDataOf(read)],
    )
    expect(values).toEqual([undefined])
  })
})
