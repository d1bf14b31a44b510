/**
 * The app's place in the URL's hash (`#/SwapIndex/Swap?id=1`) and its moves in the session history, as
 * react-router's hash history kept them: each entry's `history.state` holds a random `key` (scroll positions are
 * kept per key) and its index `idx` in our part of the history (the top bar's back arrow reads it).
 */

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE'

export interface Location {
  /** Always starts with `/`; as written in the URL (routes match it case-insensitively). */
  pathname: string
  /** `?` and the query, or empty. */
  search: string
  /** The history entry's key; `default` for an entry the app did not make. */
  key: string
}

export interface NavigateOptions {
  replace?: boolean
}

interface EntryState {
  usr?: unknown
  key?: string
  idx?: number
}

/** The location of a hash (`#/a?b=1`, `/a`, ``): an inner `#` is dropped, a missing leading `/` added. */
export function parseHash(hash: string, key = 'default'): Location {
  let path = hash.startsWith('#') ? hash.slice(1) : hash
  const inner = path.indexOf('#')
  if (inner >= 0) path = path.slice(0, inner)
  const query = path.indexOf('?')
  let pathname = query >= 0 ? path.slice(0, query) : path
  const search = query >= 0 && query < path.length - 1 ? path.slice(query) : ''
  if (!pathname.startsWith('/')) pathname = `/${pathname}`
  return { pathname, search, key }
}

/** The path with its query, as links and the URL's hash carry it (`?` alone is dropped). */
export function pathOf(pathname: string, query: string | URLSearchParams): string {
  const search = String(query).replace(/^\?/, '')
  return search ? `${pathname}?${search}` : pathname
}

const entry = (): EntryState => (window.history.state as EntryState | null) ?? {}

/** Where the browser is now. */
export function currentLocation(): Location {
  return parseHash(window.location.hash, entry().key)
}

/** The first entry of ours gets its index, so that the top bar knows there is nothing of ours to go back to. */
export function markFirstEntry(): void {
  if (typeof entry().idx !== 'number') window.history.replaceState({ ...entry(), idx: 0 }, '')
}

type Listener = (location: Location, type: NavigationType) => void
let listener: Listener | null = null

/** One listener (the app's one router) for every move: the app's own and the browser's back and forward. */
export function listen(next: Listener): () => void {
  const onPop = () => next(currentLocation(), 'POP')
  window.addEventListener('popstate', onPop)
  listener = next
  return () => {
    window.removeEventListener('popstate', onPop)
    if (listener === next) listener = null
  }
}

/** Goes to an absolute path (`/HomeNext/Mine?id=1`), or back and forth in the history by a number of entries. */
export function navigate(to: string | number, { replace = false }: NavigateOptions = {}): void {
  if (typeof to === 'number') {
    window.history.go(to)
    return
  }
  const key = Math.random().toString(36).slice(2, 10)
  const idx = (entry().idx ?? 0) + (replace ? 0 : 1)
  const state: EntryState = { usr: null, key, idx }
  const url = `#${to}`
  if (replace) window.history.replaceState(state, '', url)
  else window.history.pushState(state, '', url)
  listener?.(parseHash(url, key), replace ? 'REPLACE' : 'PUSH')
}
