import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pairAbi } from '@phoswap/core/abi/pairAbi'
import { encodeFunctionResult, toFunctionSelector } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { GET_RESERVES_SELECTOR, readPairReserves, TOKEN0_SELECTOR, TOTAL_SUPPLY_SELECTOR } from './readPairReserves'

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
    expect(TOTAL_SUPPLY_SELECTOR).toBe(toFunctionSelector('totalSupply()'))
  })

  it('reads the asked token’s total supply in the same batch (the home page’s PHO supply)', async () => {
    const supply = { jsonrpc: '2.0', id: 3, result: `0x${(10n ** 26n).toString(16).padStart(64, '0')}` }
    const fetch = vi.fn(async () => answer([reserves(), token0, supply]))
    vi.stubGlobal('fetch', fetch)
    const read = await readPairReserves(['http://rpc'], PAIR, undefined, undefined, TOKEN0)
    expect(read.supply).toBe(10n ** 26n)
    expect(fetch).toHaveBeenCalledTimes(1)
    const body = JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))
    expect(body[2].params[0]).toEqual({ to: TOKEN0, data: TOTAL_SUPPLY_SELECTOR })
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

describe('readPairReserves against RPC servers on loopback', () => {
  const servers: Server[] = []
  afterEach(async () => {
    for (const server of servers.splice(0)) {
      server.closeAllConnections()
      await new Promise((done) => server.close(done))
    }
  })

  /** A JSON-RPC server that answers the batch, or accepts the request and never answers. */
  async function rpcServer(answers: boolean): Promise<string> {
    const server = createServer((request, response) => {
      request.resume()
      if (!answers) return
      request.on('end', () => {
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end(JSON.stringify([reserves(), token0]))
      })
    })
    servers.push(server)
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  }

  it('gives up on an RPC that never answers and reads from the next one', async () => {
    const silent = await rpcServer(false)
    const working = await rpcServer(true)
    expect(await readPairReserves([silent, working], PAIR, undefined, 300)).toEqual({
      reserve0: 123n,
      reserve1: 4567n,
      token0: TOKEN0,
    })
  })

  it('says the RPC did not answer when none does', async () => {
    const silent = await rpcServer(false)
    await expect(readPairReserves([silent], PAIR, undefined, 300)).rejects.toThrow(/did not answer in 300 ms/)
  })

  it('stops at once when the caller aborts, without trying the next RPC', async () => {
    const silent = await rpcServer(false)
    const working = await rpcServer(true)
    const caller = new AbortController()
    const read = readPairReserves([silent, working], PAIR, caller.signal, 60_000)
    setTimeout(() => caller.abort(new Error('left the page')), 50)
    await expect(read).rejects.toThrow(/left the page/)
  })
})
