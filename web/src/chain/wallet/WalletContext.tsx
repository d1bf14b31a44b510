import type { ReactNode } from 'react'
import { WagmiContext } from 'wagmi'
import { useWalletModule } from './loadWallet'

/**
 * wagmi's context, given its config once the wallet module has loaded. Only the connect dialog and the
 * transaction watcher use wagmi's hooks, and they load with that module; screens read walletState. Used instead of WagmiProvider so that the tree
 * above the screens stays the same when the config arrives; wallet.ts does the provider's reconnect.
 */
export function WalletContext({ children }: { children: ReactNode }) {
  const wallet = useWalletModule()
  return <WagmiContext.Provider value={wallet?.wagmiConfig}>{children}</WagmiContext.Provider>
}
