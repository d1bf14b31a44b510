import type { Address, Hex } from 'viem'

/** Selectors of the pair's `getReserves()` and `token0()` (checked against the ABI in the unit test). */
export const GET_RESERVES_SELECTOR = '0x0902f1ac'
export const TOKEN0_SELECTOR = '0x0dfe1681'

export interface PairReserves {
  reserve0: bigint
  reserve1: bigint
  token0: Address
}

interface RpcReply {
  id: number
  result?: Hex
  error?: { message?: string }
}

function word(data: Hex, index: number): string {
  const hex = data.slice(2 + index * 64, 2 + (index + 1) * 64)
  if (hex.length !== 64) throw new Error('short eth_call result')
  return hex
}

function resultOf(replies: RpcReply[], id: number): Hex {
  const reply = replies.find((r) => r.id === id)
  if (!reply?.result) throw new Error(reply?.error?.message ?? 'no eth_call result')
  return reply.result
}

/** How long one RPC URL may take before the next one is tried (viem's default request timeout). */
export const RPC_TIMEOUT_MS = 10_000

/**
 * A pair's reserves and token0, read with two eth_calls in one JSON-RPC batch over fetch. The home screen needs
 * only this from the chain, so it does not load viem and wagmi (about 50 KB gzip) for it. The chain's RPC URLs
 * are tried in order, like viem's fallback transport; one that does not answer within `timeoutMs` counts as failed.
 */
export async function readPairReserves(
  rpcUrls: readonly string[],
  pair: Address,
  signal?: AbortSignal,
  timeoutMs = RPC_TIMEOUT_MS,
) {
  const call = (id: number, data: string) => ({
    jsonrpc: '2.0',
    id,
    method: 'eth_call',
    params: [{ to: pair, data }, 'latest'],
  })
  const body = JSON.stringify([call(1, GET_RESERVES_SELECTOR), call(2, TOKEN0_SELECTOR)])
  let failure: unknown = new Error('no RPC URL')
  for (const url of rpcUrls) {
    signal?.throwIfAborted()
    const attempt = new AbortController()
    const timer = setTimeout(() => attempt.abort(new Error(`RPC did not answer in ${timeoutMs} ms`)), timeoutMs)
    const forward = () => attempt.abort(signal?.reason)
    signal?.addEventListener('abort', forward, { once: true })
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: attempt.signal,
      })
      if (!response.ok) throw new Error(`RPC answered ${response.status}`)
      const replies = (await response.json()) as RpcReply[]
      if (!Array.isArray(replies)) throw new Error('RPC answered no batch')
      const reserves = resultOf(replies, 1)
      const token0 = resultOf(replies, 2)
      return {
        reserve0: BigInt(`0x${word(reserves, 0)}`),
        reserve1: BigInt(`0x${word(reserves, 1)}`),
        token0: `0x${word(token0, 0).slice(24)}`,
      } satisfies PairReserves
    } catch (error) {
      if (signal?.aborted) throw error
      failure = error
    } finally {
      clearTimeout(timer)
      signal?.removeEventListener('abort', forward)
    }
  }
  throw failure
}
