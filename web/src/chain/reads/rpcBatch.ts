import type { Hex } from 'viem'

export interface RpcCall {
  method: string
  params: readonly unknown[]
}

interface RpcReply {
  id: number
  result?: unknown
  error?: { message?: string }
}

/** How long one RPC URL may take before the next one is tried (viem's default request timeout). */
export const RPC_TIMEOUT_MS = 10_000

/**
 * JSON-RPC calls in one batch over fetch, without viem and wagmi (about 50 KB gzip): for screens that need a few
 * plain reads before any wallet is involved. The chain's RPC URLs are tried in order, like viem's fallback
 * transport; one that does not answer within `timeoutMs`, or answers any call with an error, counts as failed.
 * Returns each call's result in the order given.
 */
export async function rpcBatch(
  rpcUrls: readonly string[],
  calls: readonly RpcCall[],
  signal?: AbortSignal,
  timeoutMs = RPC_TIMEOUT_MS,
): Promise<unknown[]> {
  const body = JSON.stringify(calls.map((call, i) => ({ jsonrpc: '2.0', id: i + 1, ...call })))
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
      return calls.map((_, i) => {
        const reply = replies.find((r) => r.id === i + 1)
        if (reply?.result === undefined || reply.result === null) {
          throw new Error(reply?.error?.message ?? `no ${calls[i]!.method} result`)
        }
        return reply.result
      })
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

/** A block's timestamp (seconds) by number, through `rpcBatch`. */
export async function readBlockTimestamp(rpcUrls: readonly string[], blockNumber: bigint): Promise<number> {
  const [block] = await rpcBatch(rpcUrls, [
    { method: 'eth_getBlockByNumber', params: [`0x${blockNumber.toString(16)}`, false] },
  ])
  return Number(BigInt((block as { timestamp: Hex }).timestamp))
}
