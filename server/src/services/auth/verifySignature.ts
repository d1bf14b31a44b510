import { createPublicClient, type Hex, http, type PublicClient, verifyMessage } from 'viem'

export interface SignatureCheck {
  chainId: number
  address: Hex
  message: string
  signature: Hex
}

export interface SignatureVerifier {
  verify(check: SignatureCheck): Promise<boolean>
}

/**
 * Plain wallets are checked offline (ECDSA recovery); when that fails and the chain has an RPC, the chain is
 * asked (ERC-1271 / ERC-6492 contract wallets) through viem's public `verifyMessage`.
 */
export function createSignatureVerifier(
  rpcUrls: Record<number, string>,
  onRpcError: (error: unknown) => void = () => {},
): SignatureVerifier {
  const clients = new Map<number, PublicClient>()
  const clientOf = (chainId: number): PublicClient | null => {
    const url = rpcUrls[chainId]
    if (!url) return null
    let client = clients.get(chainId)
    if (!client) {
      client = createPublicClient({ transport: http(url, { timeout: 10_000, retryCount: 1 }) })
      clients.set(chainId, client)
    }
    return client
  }
  return {
    async verify({ chainId, address, message, signature }) {
      try {
        if (await verifyMessage({ address, message, signature })) return true
      } catch {
        // not an ECDSA signature; a contract wallet may still accept it
      }
      const client = clientOf(chainId)
      if (!client) return false
      try {
        return await client.verifyMessage({ address, message, signature })
      } catch (error) {
        onRpcError(error)
        return false
      }
    },
  }
}
