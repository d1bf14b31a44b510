import type { Address } from 'viem'
import { memoryValue, useStoredValue } from '../../ui/storedValue'

export type WalletStatus = 'connected' | 'connecting' | 'reconnecting' | 'disconnected'

/** What the shell shows of the wallet, kept without wagmi so the first screen does not load it. */
export interface WalletState {
  status: WalletStatus
  /** EIP-55 checksummed. */
  address?: Address
  chainId?: number
  /** The connected wallet's connector (id is the EIP-6963 rdns, `injected` or the development wallet). */
  connector?: { id: string; name: string }
}

/** wagmi's persisted store (`createStorage` prefix `wagmi`, key `store`): its connections survive a reload. */
const WAGMI_STORE_KEY = 'wagmi.store'

/**
 * True when the last page left a wallet connected: then the wallet code loads at start and reconnects, as
 * wagmi's provider would. A disconnect empties the stored connections, so a visitor without one loads none.
 */
export function hasRememberedConnection(): boolean {
  try {
    const raw = globalThis.localStorage?.getItem(WAGMI_STORE_KEY)
    if (!raw) return false
    const stored = JSON.parse(raw) as { state?: { current?: unknown; connections?: { value?: unknown[] } } }
    return !!stored.state?.current || (stored.state?.connections?.value?.length ?? 0) > 0
  } catch {
    return false
  }
}

const sameState = (a: WalletState, b: WalletState) =>
  a.status === b.status &&
  a.address === b.address &&
  a.chainId === b.chainId &&
  a.connector?.id === b.connector?.id &&
  a.connector?.name === b.connector?.name

const walletState = memoryValue<WalletState>(
  { status: hasRememberedConnection() ? 'reconnecting' : 'disconnected' },
  sameState,
)

export const getWalletState = walletState.get

/** Called by the wallet module (chain/wallet.ts) on every change of wagmi's connection. */
export const setWalletState = (next: WalletState) => walletState.set(next)

/** The wallet's connection for the shell and the home screen; screens that load wagmi may use its hooks too. */
export function useWalletState(): WalletState {
  return useStoredValue(walletState)
}
