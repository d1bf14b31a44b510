import type { Config } from 'wagmi'
import { disconnect, getConnection, switchChain } from 'wagmi/actions'
import { t } from '../../i18n/i18n'
import { showToast } from '../../ui/toastStore'
import { DEV_WALLET_ID } from '../wallet/devWallet'
import { isUserRejection } from '../wallet/providerError'
import { findNetwork } from './configuredNetworks'
import { reloadPage } from './reloadPage'
import { storeChainId } from './selectedChain'

/**
 * Picks a network. Without a wallet the choice is stored and the page reloads (the spec reloads on every
 * network change). With a wallet the wallet is asked to switch (wallet_switchEthereumChain, then
 * wallet_addEthereumChain when it does not know the chain: wagmi's injected connector does both); the
 * development wallet cannot leave the local chain, so it is disconnected instead.
 */
export async function switchNetwork(config: Config, chainId: number): Promise<void> {
  const target = findNetwork(chainId)
  if (!target) return
  const connection = getConnection(config)
  if (connection.status !== 'connected' || !connection.connector) {
    storeChainId(chainId)
    reloadPage()
    return
  }
  if (connection.connector.id === DEV_WALLET_ID && !target.isLocal) {
    await disconnect(config, { connector: connection.connector })
    storeChainId(chainId)
    reloadPage()
    return
  }
  try {
    await switchChain(config, { chainId, connector: connection.connector })
    storeChainId(chainId)
    reloadPage()
  } catch (error) {
    console.warn('switch network failed', error)
    showToast(isUserRejection(error) ? t('transactionRejected') : t('switchChain'), 'error')
  }
}
