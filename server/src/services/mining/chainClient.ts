import { createPublicClient, http, type PublicClient } from 'viem'

const clients = new Map<string, PublicClient>()

/** One viem public client per RPC URL, kept for the life of the process (it holds no per-request state). */
export function chainClient(rpcUrl: string): PublicClient {
  let client = clients.get(rpcUrl)
  if (!client) {
    client = createPublicClient({ transport: http(rpcUrl, { retryCount: 1, timeout: 10_000 }) }) as PublicClient
    clients.set(rpcUrl, client)
  }
  return client
}
