import { pairAbi } from '@phoswap/core/abi/pairAbi'
import { encodeFunctionResult, toFunctionSelector } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { GET_RESERVES_SELECTOR, readPairReserves, TOKEN0_SELECTOR } from './readPairReserves'

const PAIR = '0x4000000000000000000000000000000000000004'
const TOKEN0 = '0x1000000000000000000000000000000000000001'

function answer(replies: unknown): Response {
  return new Response(JSON.stringify(replies), { status: 200, headers: { 'content-type': 'application/json' } })
}

function reserves(id = 1) {
  return {
    jsonrpc: '2.0',
    id,
    result: encodeFunctionResult({ abi: pairAbi, functionName: 'getReserves', result: [123n, 4567n, 89] }),
  }
}
const token0 = {
  jsonrpc: '2.0',
  id: 2,
  result: encodeFunctionResult({ abi: pairAbi, functionName: 'token0', result: TOKEN0 }),
}

afterEach(() => vi.unstubAllGlobals())

describe('readPairReserves', () => {
  it('uses the selectors of the pair ABI', () => {
    expect(GET_RESERVES_SELECTOR).toBe(toFunctionSelector('getReserves()'))
    expect(TOKEN0_SELECTOR).toBe(toFunctionSelector('token0()'))
  })

  it('reads both calls from one batch, in any order of the replies', async () => {
    const fetch = vi.fn(async () => answer([token0, reserves()]))
    vi.stubGlobal('fetch', fetch)
    expect(await readPairReserves(['http://rpc'], PAIR)).toEqual({ reserve0: 123n, reserve1: 4567n, token0: TOKEN0 })
    expect(fetch).toHaveBeenCalledTimes(1)
    const body = JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))
    expect(body.map((c: { params: [{ to: string; data: string }] }) => c.params[0])).toEqual([
      { to: PAIR, data: GET_RESERVES_SELECTOR },
      { to: PAIR, data: TOKEN0_SELECTOR },
    ])
  })

  it('falls back to the next RPC URL when one fails or answers an error', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(answer([{ jsonrpc: '2.0', id: 1, error: { message: 'execution reverted' } }, token0]))
      .mockResolvedValueOnce(answer([reserves(), token0]))
    vi.stubGlobal('fetch', fetch)
    expect((await readPairReserves(['http://a', 'http://b', 'http://c'], PAIR)).reserve1).toBe(4567n)
    expect(fetch).toHaveBeenCalledTimes(3)
  })

  it('fails when every URL fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer([{ jsonrpc: '2.0', id: 1, result: '0x' }, token0])),
    )
    await expect(readPairReserves(['http://a'], PAIR)).rejects.toThrow(/short/)
  })
})
