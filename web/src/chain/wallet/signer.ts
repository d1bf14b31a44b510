import type { Address, Hex } from 'viem'
import type { Config, Connector } from 'wagmi'
import { signMessage } from 'wagmi/actions'

/** Who signs the server's messages (sign-in, signed actions): the api layer takes it, the wallet gives it. */
export interface Signer {
  address: Address
  chainId: number
  /** personal_sign through the connected wallet. */
  sign: (message: string) => Promise<Hex>
}

/** personal_sign through the connected wallet, for sign-in and signed actions. */
export function walletSigner(config: Config, address: Address, chainId: number, connector?: Connector): Signer {
  return {
    address,
    chainId,
    sign: (message) => signMessage(config, { account: address, message, connector }),
  }
}
