import type { Hex } from 'viem'

/**
 * Anvil's well-known account #1. Public knowledge, funded by the sandbox; worthless anywhere else, which is why
 * the development wallet is offered on the local chain only.
 */
export const DEFAULT_DEV_KEY: Hex = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'

/** The development wallet's connector id (its name is shown translated, `wallet.dev`, not the connector's). */
export const DEV_WALLET_ID = 'dev'

export const DEV_KEY_STORAGE_KEY = 'devWallet.key'
const CONNECTED_STORAGE_KEY = 'devWallet.connected'

export function isPrivateKey(value: string): value is Hex {
  return /^0x[0-9a-fA-F]{64}$/.test(value)
}

export function getDevKey(): Hex {
  try {
    const stored = globalThis.localStorage?.getItem(DEV_KEY_STORAGE_KEY) ?? ''
    return isPrivateKey(stored) ? stored : DEFAULT_DEV_KEY
  } catch {
    return DEFAULT_DEV_KEY
  }
}

export function setDevKey(key: Hex): void {
  globalThis.localStorage?.setItem(DEV_KEY_STORAGE_KEY, key)
}

export function resetDevKey(): void {
  globalThis.localStorage?.removeItem(DEV_KEY_STORAGE_KEY)
}

/** Whether the user left the development wallet connected, so a reload reconnects it. */
export function getDevConnected(): boolean {
  try {
    return globalThis.localStorage?.getItem(CONNECTED_STORAGE_KEY) === '1'
  } catch {
    return false
  }
}

export function setDevConnected(connected: boolean): void {
  try {
    if (connected) globalThis.localStorage?.setItem(CONNECTED_STORAGE_KEY, '1')
    else globalThis.localStorage?.removeItem(CONNECTED_STORAGE_KEY)
  } catch {
    // Private mode: no reconnect after a reload.
  }
}
