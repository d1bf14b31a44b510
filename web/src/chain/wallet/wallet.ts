import { type Address, getAddress } from 'viem'
import { disconnect, type GetConnectionReturnType, getConnection, reconnect, watchConnection } from 'wagmi/actions'
import { switchNetwork } from '../network/switchNetwork'
import { type Signer, walletSigner } from './signer'
import { wagmiConfig } from './wagmiConfig'
import { setWalletState } from './walletState'

/**
 * The wallet stack, loaded on demand by loadWallet.ts: wagmi's config, its connection mirrored into walletState
 * for the shell, and the reconnect that WagmiProvider would do on mount (the app renders wagmi's context itself,
 * see WalletContext.tsx).
 */
export { wagmiConfig }

function publish(connection: GetConnectionReturnType): void {
  const { connector } = connection
  setWalletState({
    status: connection.status,
    address: connection.address && getAddress(connection.address),
    chainId: connection.chainId,
    connector: connector ? { id: connector.id, name: connector.name } : undefined,
  })
}

publish(getConnection(wagmiConfig))
watchConnection(wagmiConfig, { onChange: publish })
void reconnect(wagmiConfig)

/** personal_sign through the connected wallet. */
export function signerOf(address: Address, chainId: number): Signer {
  return walletSigner(wagmiConfig, address, chainId, getConnection(wagmiConfig).connector)
}

export function disconnectWallet(): Promise<void> {
  return disconnect(wagmiConfig, { connector: getConnection(wagmiConfig).connector })
}

export function pickNetwork(chainId: number): Promise<void> {
  return switchNetwork(wagmiConfig, chainId)
}
