import { memoryValue, useStoredValue } from '../ui/storedValue'

/** How many screens' code is loading, for the shell's progress bar (the old screen stays until it is there). */
const pending = memoryValue(0)

export function trackScreenLoad<T>(load: Promise<T>): Promise<T> {
  // React calls a lazy component's loader while rendering: tell the shell after that render.
  queueMicrotask(() => pending.set((n) => n + 1))
  return load.finally(() => pending.set((n) => n - 1))
}

export function useScreenLoading(): boolean {
  return useStoredValue(pending) > 0
}
