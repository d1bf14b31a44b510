import type { DehydratedState } from '@tanstack/react-query'
import { SERVER_STATE_ID } from '../api/prefetchHome'
import type { Language } from '../i18n/languages'

/**
 * What the server rendered the home page from (ssr/renderHome.tsx), sent in a non-executable
 * `<script type="application/json" id="phoswap-state">`: the route, the language and network it assumed, the
 * queries' data. The app hydrates its queries from it and takes over the markup (app/start.tsx).
 */
export interface ServerState {
  route: 'HomeIndex'
  language: Language
  chainId: number
  queries: DehydratedState
}

const BIGINT = '$bigint'

/** JSON with bigints (the PHO pair's reserves) as `{"$bigint": "..."}`, `<` escaped so it cannot close the tag. */
export function encodeServerState(state: ServerState): string {
  return JSON.stringify(state, (_key, value) =>
    typeof value === 'bigint' ? { [BIGINT]: value.toString() } : value,
  ).replace(/</g, '\\u003c')
}

export function decodeServerState(json: string): ServerState {
  return JSON.parse(json, (_key, value) =>
    value && typeof value === 'object' && typeof value[BIGINT] === 'string' && Object.keys(value).length === 1
      ? BigInt(value[BIGINT])
      : value,
  ) as ServerState
}

/** The state the server inlined in this document, or null (no server rendering, or unreadable). */
export function readServerState(): ServerState | null {
  const text = globalThis.document?.getElementById(SERVER_STATE_ID)?.textContent
  if (!text) return null
  try {
    return decodeServerState(text)
  } catch {
    return null
  }
}
