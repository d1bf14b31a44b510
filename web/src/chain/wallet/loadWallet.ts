import { memoryValue, useStoredValue } from '../../ui/storedValue'
import { hasRememberedConnection } from './walletState'

type WalletModule = typeof import('./wallet')

let loading: Promise<WalletModule> | undefined
const loaded = memoryValue<WalletModule | undefined>(undefined)

/**
 * wagmi, viem and the connectors load on demand: on a connect click, with a signed action (a transaction, a
 * signature, a network switch), or at start when a wallet was connected before (`startWalletIfRemembered`). No
 * screen loads them to render: a visitor without a wallet never does.
 */
export function loadWallet(): Promise<WalletModule> {
  loading ??= import('./wallet').then((module) => {
    loaded.set(module)
    return module
  })
  return loading
}

export function startWalletIfRemembered(): void {
  if (hasRememberedConnection()) {
    loadWallet().catch((error: unknown) => console.error('the wallet failed to load', error))
  }
}

/** Re-renders once the wallet module has loaded. */
export function useWalletModule(): WalletModule | undefined {
  return useStoredValue(loaded)
}
