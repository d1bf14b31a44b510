import { createPublicClient, custom, type Hex, type PublicClient, verifyMessage } from 'viem'
import { type ChainUnavailableError, chainUnavailableIn } from '../chain/chainUnavailable'

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
 * asked (ERC-1271 / ERC-6492 contract wallets) through viem's `verifyMessage` on the chain seam's client.
 */
export function createSignatureVerifier(
  clientOf: (chainId: number) => PublicClient | null,
  onRpcError: (error: unknown) => void = () => {},
): SignatureVerifier {
  return {
    async verify({ chainId, address, message, signature }) {
      try {
        if (await verifyMessage({ address, message, signature })) return true
      } catch {
        // not an ECDSA signature; a contract wallet may still accept it
      }
      const client = clientOf(chainId)
      if (!client) return false
      // viem reads a failed eth_call as "not valid"; watching the requests tells a down chain from a bad signature.
      let down: ChainUnavailableError | null = null
      const watched = createPublicClient({
        transport: custom(
          {
            request: async (args) => {
              try {
                return await client.request(args)
              } catch (error) {
                down ??= chainUnavailableIn(error)
                throw error
              }
            },
          },
          { retryCount: 0 },
        ),
      })
      let valid = false
      try {
        valid = await watched.verifyMessage({ address, message, signature })
      } catch (error) {
        down ??= chainUnavailableIn(error)
        if (!down) onRpcError(error)
      }
      // A chain that cannot be asked is the server's problem (503), not a wrong signature.
      if (down) throw down
      return valid
    },
  }
}
