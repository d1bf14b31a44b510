import type { Address } from 'viem'
import type { Config, Connector } from 'wagmi'
import { signMessage } from 'wagmi/actions'
import type { Signer } from '../api/auth/signIn'

/** personal_sign through the connected wallet, for sign-in and signed actions. */
export function walletSigner(config: Config, address: Address, chainId: number, connector?: Connector): Signer {
  return {
    address,
    chainId,
    sign: (message) => signMessage(config, { account: address, message, connector }),
  }
}
