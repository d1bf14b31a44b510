/** Where the network picked while no wallet is connected is kept across reloads. */
export const CHAIN_STORAGE_KEY = 'chainId'

export function getStoredChainId(): number | null {
  try {
    const value = Number(globalThis.localStorage?.getItem(CHAIN_STORAGE_KEY))
    return Number.isInteger(value) && value > 0 ? value : null
  } catch {
    return null
  }
}

export function storeChainId(chainId: number): void {
  try {
    globalThis.localStorage?.setItem(CHAIN_STORAGE_KEY, String(chainId))
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}
