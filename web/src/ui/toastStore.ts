export type ToastKind = 'info' | 'success' | 'error'

export interface ToastItem {
  id: number
  text: string
  kind: ToastKind
}

/** The spec's default toast duration. */
export const TOAST_MS = 3000

type Listener = () => void

let current: ToastItem | null = null
let nextId = 1
let timer: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<Listener>()

function emit(): void {
  for (const listener of listeners) listener()
}

/**
 * Shows one toast, replacing the one on screen (a mobile toast, not a stack), for `duration` ms.
 * Callable from anywhere: the HTTP client and the wallet flows use it outside React.
 */
export function showToast(text: string, kind: ToastKind = 'info', duration = TOAST_MS): void {
  current = { id: nextId++, text, kind }
  if (timer) clearTimeout(timer)
  timer = setTimeout(hideToast, duration)
  emit()
}

export function hideToast(): void {
  if (timer) clearTimeout(timer)
  timer = undefined
  current = null
  emit()
}

export function getToast(): ToastItem | null {
  return current
}

export function subscribeToast(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
