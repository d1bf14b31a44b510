import { useEffect, useRef } from 'react'

/**
 * An editor that replaced the button that opened it takes the focus on its first field, so a keyboard user goes on
 * typing where they are instead of starting again from the top of the page.
 */
export function useFocusFirst<E extends HTMLElement>() {
  const ref = useRef<E>(null)
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('input, select, textarea')?.focus()
  }, [])
  return ref
}
