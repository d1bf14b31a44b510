/**
 * Sign-in tokens, kept in localStorage per chain and address so that a wallet signs in once and reuses the
 * token across reloads until it expires or the server answers 401.
 */
export interface StoredSession {
  token: string
  /** Unix time in ms. */
  expiresAt: number
}

const PREFIX = 'auth:'

export function sessionKey(chainId: number, address: string): string {
  return `${PREFIX}${chainId}:${address.toLowerCase()}`
}

export function readSession(key: string, now = Date.now()): StoredSession | null {
  try {
    const raw = globalThis.localStorage?.getItem(key)
    if (!raw) return null
    const parsed = JSON.parse(raw) as Partial<StoredSession>
    if (typeof parsed.token !== 'string' || typeof parsed.expiresAt !== 'number' || parsed.expiresAt <= now) {
      globalThis.localStorage?.removeItem(key)
      return null
    }
    return { token: parsed.token, expiresAt: parsed.expiresAt }
  } catch {
    return null
  }
}

export function writeSession(key: string, session: StoredSession): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(session))
  } catch {
    // Private mode: the session lasts for this page only (it is also held in memory below).
  }
}

type Listener = () => void

interface Active {
  key: string
  token: string
}

let active: Active | null = null
const listeners = new Set<Listener>()

function emit(): void {
  for (const listener of listeners) listener()
}

/** The session whose token the HTTP client sends. */
export function setActiveSession(next: Active | null): void {
  if (active?.key === next?.key && active?.token === next?.token) return
  active = next
  emit()
}

export function getActiveToken(): string | null {
  return active?.token ?? null
}

export function getActiveSession(): Active | null {
  return active
}

/** After a 401: forget the token, here and in storage. */
export function dropActiveSession(): void {
  if (!active) return
  try {
    globalThis.localStorage?.removeItem(active.key)
  } catch {
    // nothing stored
  }
  active = null
  emit()
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
