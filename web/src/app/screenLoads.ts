import { useSyncExternalStore } from 'react'

let pending = 0
const listeners = new Set<() => void>()

function set(value: number): void {
  pending = value
  for (const listener of listeners) listener()
}

/** Counts a screen's code while it loads, for the shell's progress bar (the old screen stays until it is there). */
export function trackScreenLoad<T>(load: Promise<T>): Promise<T> {
  // React calls a lazy component's loader while rendering: tell the shell after that render.
  queueMicrotask(() => set(pending + 1))
  return load.finally(() => set(pending - 1))
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const isLoading = () => pending > 0

export function useScreenLoading(): boolean {
  return useSyncExternalStore(subscribe, isLoading, isLoading)
}
