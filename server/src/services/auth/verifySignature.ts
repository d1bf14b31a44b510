import { createPublicClient, custom, type Hex, isErc6492Signature, type PublicClient } from 'viem'
import { type ChainUnavailableError, chainUnavailableIn } from '../chain/chainUnavailable'
import { type ChainCheckLimits, createChainCheckLimiter } from './chainCheckLimiter'
import { recoverMessageSigner } from './recoverMessageSigner'

/** How a wallet proved a signature: its own key (ECDSA, offline) or its contract on chain (ERC-1271 / ERC-6492). */
export type SignerKind = 'key' | 'contract'

export interface SignatureCheck {
  chainId: number
  address: Hex
  message: string
  signature: Hex
  /** How this wallet signed in, when known (a session's): a 'key' wallet's signatures are checked offline only. */
  signer?: SignerKind | null | undefined
}

export interface SignatureVerifier {
  /** How the signature is valid for the address, or null when it is not. */
  verify(check: SignatureCheck): Promise<SignerKind | null>
}

/** Whether the address's own key made the signature (offline ECDSA recovery; any malformed signature: no). */
function signedByKey({ address, message, signature }: SignatureCheck): boolean {
  return recoverMessageSigner(message, signature) === address.toLowerCase()
}

/**
 * Local checks first, the chain last (issue 28): a signature the address's key made is valid without any RPC call;
 * a wallet whose session was opened with its key is refused offline when its key did not sign. Only otherwise is
 * the chain asked, rate-limited: ERC-6492 (a wallet not deployed yet) when the signature says so, else ERC-1271 when
 * the address has code; an address without code is a plain account whose key did not sign: refused.
 */
export function createSignatureVerifier(
  clientOf: (chainId: number) => PublicClient | null,
  onRpcError: (error: unknown) => void = () => {},
  limits?: ChainCheckLimits,
): SignatureVerifier {
  const limiter = createChainCheckLimiter(limits)
  return {
    async verify(check) {
      if (signedByKey(check)) return 'key'
      if (check.signer === 'key') return null
      const client = clientOf(check.chainId)
      if (!client) return null
      limiter.take(check.address)
      const { address, message, signature } = check
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
        const counterfactual = isErc6492Signature(signature)
        const code = counterfactual ? null : await watched.getCode({ address })
        if (counterfactual || (code && code !== '0x'))
          valid = await watched.verifyMessage({ address, message, signature })
      } catch (error) {
        down ??= chainUnavailableIn(error)
        if (!down) onRpcError(error)
      }
      // A chain that cannot be asked is the server's problem (503), not a wrong signature.
      if (down) throw down
      return valid ? 'contract' : null
    },
  }
}
