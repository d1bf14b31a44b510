import { useSyncExternalStore } from 'react'
import { hasRememberedConnection } from './walletState'

type WalletModule = typeof import('./wallet')

let loading: Promise<WalletModule> | undefined
let loaded: WalletModule | undefined
const listeners = new Set<() => void>()

/**
 * wagmi, viem and the connectors load on demand: on a connect click, with a screen that reads the chain, or at
 * start when a wallet was connected before (`startWalletIfRemembered`). The home screen without a wallet never
 * loads them.
 */
export function loadWallet(): Promise<WalletModule> {
  loading ??= import('./wallet').then((module) => {
    loaded = module
    for (const listener of listeners) listener()
    return module
  })
  return loading
}

/** The wallet module when it has loaded, else undefined. */
export function walletModule(): WalletModule | undefined {
  return loaded
}

export function startWalletIfRemembered(): void {
  if (hasRememberedConnection()) {
    loadWallet().catch((error: unknown) => console.error('the wallet failed to load', error))
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Re-renders once the wallet module has loaded. */
export function useWalletModule(): WalletModule | undefined {
  return useSyncExternalStore(subscribe, walletModule, walletModule)
}
