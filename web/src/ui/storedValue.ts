import { useSyncExternalStore } from 'react'

/**
 * A JSON value in local storage that React components share: every reader re-renders on a write, in this tab
 * and (through the `storage` event) in others. `parse` turns whatever is stored (old shapes, junk) into a valid
 * value, so a damaged entry never breaks a screen.
 */
export interface StoredValue<T> {
  get(): T
  set(next: T | ((previous: T) => T)): void
  subscribe(listener: () => void): () => void
}

/** Reads a stored value in a component and re-renders when it changes. */
export function useStoredValue<T>(store: StoredValue<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get)
}

export function storedValue<T>(key: string, parse: (raw: unknown) => T): StoredValue<T> {
  const listeners = new Set<() => void>()
  let cachedRaw: string | null | undefined
  let cached: T
  const read = (): T => {
    let raw: string | null = null
    try {
      raw = globalThis.localStorage?.getItem(key) ?? null
    } catch {
      raw = null
    }
    if (raw === cachedRaw && cachedRaw !== undefined) return cached
    let json: unknown = null
    try {
      json = raw === null ? null : JSON.parse(raw)
    } catch {
      json = null
    }
    cachedRaw = raw
    cached = parse(json)
    return cached
  }
  const emit = () => {
    for (const listener of listeners) listener()
  }
  const value: StoredValue<T> = {
    get: read,
    set(next) {
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(read()) : next
      try {
        globalThis.localStorage?.setItem(key, JSON.stringify(resolved))
      } catch {
        // Private mode: keep it for this page only.
        cachedRaw = JSON.stringify(resolved)
        cached = resolved
      }
      emit()
    },
    subscribe(listener) {
      listeners.add(listener)
      const onStorage = (event: StorageEvent) => {
        if (event.key === key) listener()
      }
      globalThis.addEventListener?.('storage', onStorage)
      return () => {
        listeners.delete(listener)
        globalThis.removeEventListener?.('storage', onStorage)
      }
    },
  }
  return value
}

/**
 * A value React components share that lives in memory only (this page load): the same get/set/subscribe as a
 * stored value, for `useStoredValue`. A set that `same` finds equal to the current value notifies nobody.
 */
export function memoryValue<T>(initial: T, same: (a: T, b: T) => boolean = Object.is): StoredValue<T> {
  const listeners = new Set<() => void>()
  let current = initial
  return {
    get: () => current,
    set(next) {
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(current) : next
      if (same(resolved, current)) return
      current = resolved
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
