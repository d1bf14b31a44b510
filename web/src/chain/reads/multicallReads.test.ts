import { multicall3Abi } from '@phoswap/core/abi/multicall3Abi'
import { type Address, decodeFunctionData, encodeFunctionResult, type Hex } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { erc20ReadAbi, pairReservesAbi } from '../abi/generated/readAbis'
import { callDataOf, multicallReads } from './multicallReads'
import type { BatchedRead } from './useBatchedReads'

const MULTICALL3 = '0xcA11bde05977b3631167028862bE2a173976CA11'
const TOKEN: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const PAIR: Address = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const OWNER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const reads: BatchedRead[] = [
  { address: TOKEN, abi: erc20ReadAbi, functionName: 'balanceOf', args: [OWNER] },
  { address: PAIR, abi: pairReservesAbi, functionName: 'getReserves' },
  { address: TOKEN, abi: erc20ReadAbi, functionName: 'symbol' },
  { address: TOKEN, abi: erc20ReadAbi, functionName: 'decimals' },
]

/** A node whose Multicall3 answers each call by its index: what `answer` gives, or a revert. */
function fakeNode(answer: (target: Address, callData: Hex, index: number) => Hex | null) {
  const fetch = vi.fn(async (_url: string, init: { body: string }) => {
    const [request] = JSON.parse(init.body) as { id: number; params: [{ to: string; data: Hex }, string] }[]
    expect(request!.params[0].to).toBe(MULTICALL3)
    expect(request!.params[1]).toBe('latest')
    const { args } = decodeFunctionData({ abi: multicall3Abi, data: request!.params[0].data })
    const calls = args[0] as readonly { target: Address; allowFailure: boolean; callData: Hex }[]
    const result = calls.map((call, i) => {
      expect(call.allowFailure).toBe(true)
      const data = answer(call.target, call.callData, i)
      return { success: data !== null, returnData: data ?? '0x' }
    })
    const data = encodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', result })
    return new Response(JSON.stringify([{ jsonrpc: '2.0', id: request!.id, result: data }]))
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

const word = (n: bigint) => n.toString(16).padStart(64, '0')

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('multicallReads', () => {
  it('sends every read in one eth_call and decodes each answer; a reverted or empty answer is undefined', async () => {
    const fetch = fakeNode((_target, _data, i) => {
      if (i === 0) return `0x${word(1234n)}`
      if (i === 1) return `0x${word(5n)}${word(7n)}${word(99n)}`
      if (i === 2) return null
      return '0x'
    })
    const values = await multicallReads(['http://rpc.test'], MULTICALL3, reads, reads.map(callDataOf))
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(values).toEqual([1234n, [5n, 7n, 99], undefined, undefined])
  })

  it('does not send a read whose arguments do not fit its ABI, and leaves it undefined', async () => {
    const bad: BatchedRead = { address: TOKEN, abi: erc20ReadAbi, functionName: 'balanceOf', args: ['not an address'] }
    expect(callDataOf(bad)).toBeNull()
    const sent: Hex[] = []
    fakeNode((_target, data) => {
      sent.push(data)
      return `0x${word(1n)}`
    })
    const batch = [bad, reads[0]!]
    const values = await multicallReads(['http://rpc.test'], MULTICALL3, batch, batch.map(callDataOf))
    expect(values).toEqual([undefined, 1n])
    expect(sent).toEqual([callDataOf(reads[0]!)])
  })

  it('answers every read undefined when the eth_call fails on every RPC URL', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('busy', { status: 503 })),
    )
    const values = await multicallReads(['http://a.test', 'http://b.test'], MULTICALL3, reads, reads.map(callDataOf))
    expect(values).toEqual([undefined, undefined, undefined, undefined])
  })

  it('fails (for the query to drop) when its signal aborts', async () => {
    fakeNode(() => '0x')
    const abort = new AbortController()
    abort.abort(new Error('unmounted'))
    await expect(
      multicallReads(['http://rpc.test'], MULTICALL3, reads, reads.map(callDataOf), abort.signal),
    ).rejects.toThrow('unmounted')
  })
})
