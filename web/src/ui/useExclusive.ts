import { useCallback, useRef, useState } from 'react'

/**
 * One action at a time: while the work given to `run` is in flight, further calls return undefined at once (a
 * double click, a second button), so nothing is signed or sent twice. `busy` names the running action for the
 * buttons' loading state, null when idle.
 */
export function useExclusive<K extends string = string>() {
  const running = useRef(false)
  const [busy, setBusy] = useState<K | null>(null)
  const run = useCallback(async <T>(name: K, work: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined
    running.current = true
    setBusy(name)
    try {
      return await work()
    } finally {
      running.current = false
      setBusy(null)
    }
  }, [])
  return { busy, run }
}
