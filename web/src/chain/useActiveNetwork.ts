import { findNetwork, selectedChainId } from './env'
import type { Network } from './networks'
import { useWalletState } from './walletState'

export interface ActiveNetwork {
  /** The wallet's chain when connected, else the network picked while disconnected. */
  chainId: number
  /** Undefined when the wallet sits on a chain we do not offer. */
  network: Network | undefined
  isWrongNetwork: boolean
}

export function useActiveNetwork(): ActiveNetwork {
  const connection = useWalletState()
  const chainId = connection.status === 'connected' && connection.chainId ? connection.chainId : selectedChainId
  const network = findNetwork(chainId)
  return { chainId, network, isWrongNetwork: !network }
}
