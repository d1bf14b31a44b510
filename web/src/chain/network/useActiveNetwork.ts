import { useWalletState } from '../wallet/walletState'
import { findNetwork, selectedChainId } from './configuredNetworks'
import type { Network } from './networks'
import { needsNetworkSwitch } from './wrongNetwork'

export interface ActiveNetwork {
  /** The wallet's chain when connected, else the network picked while disconnected. */
  chainId: number
  /** Undefined when the wallet sits on a chain we do not offer. */
  network: Network | undefined
  isWrongNetwork: boolean
  /**
   * A wallet is connected on a chain we do not offer or on another chain than the selected network: the trade
   * screens show "Switch network" before anything else.
   */
  needsSwitch: boolean
}

export function useActiveNetwork(): ActiveNetwork {
  const connection = useWalletState()
  const chainId = connection.status === 'connected' && connection.chainId ? connection.chainId : selectedChainId
  const network = findNetwork(chainId)
  const walletChainId = connection.status === 'connected' ? connection.chainId : undefined
  return { chainId, network, isWrongNetwork: !network, needsSwitch: needsNetworkSwitch(walletChainId, selectedChainId) }
}
