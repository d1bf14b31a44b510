import type { SwapSettings } from '@phoswap/core/settings'
import { storedValue, useStoredValue } from '../../ui/storedValue'
import { parseSettings } from './parseSettings'

/** Local storage key of the swap settings (slippage, deadline, multipath, expert, gas price type). */
export const SETTINGS_STORAGE_KEY = 'swapSettings'

export const swapSettingsStore = storedValue<SwapSettings>(SETTINGS_STORAGE_KEY, parseSettings)

/** The swap settings shared by swap and liquidity, persisted locally; `update` merges a change. */
export function useSwapSettings(): [SwapSettings, (change: Partial<SwapSettings>) => void] {
  const settings = useStoredValue(swapSettingsStore)
  return [settings, (change) => swapSettingsStore.set((previous) => ({ ...previous, ...change }))]
}
