import { createPublicClient, http, type PublicClient, type Transport } from 'viem'
import { ChainUnavailableError, isTransportFailure } from './chainUnavailable'

export interface ChainClientOptions {
  chainId: number
  rpcUrl: string
  /** Milliseconds before one RPC request counts as unanswered. */
  timeoutMs: number
}

/**
 * The one viem client of a chain. Requests are batched (the indexer asks for many blocks at once) and retried
 * once; a node that still does not answer becomes a ChainUnavailableError naming the chain.
 */
export function createChainClient({ chainId, rpcUrl, timeoutMs }: ChainClientOptions): PublicClient {
  const base = http(rpcUrl, { retryCount: 1, timeout: timeoutMs, batch: { batchSize: 100 } })
  const transport: Transport = (params) => {
    const inner = base(params)
    return {
      ...inner,
      request: (async (args: Parameters<typeof inner.request>[0]) => {
        try {
          return await inner.request(args)
        } catch (error) {
          throw isTransportFailure(error) ? new ChainUnavailableError(chainId, error) : error
        }
      }) as typeof inner.request,
    }
  }
  return createPublicClient({ transport }) as PublicClient
}
