import type { Envelope } from '@phoswap/core/api/envelope'
import type { App } from '../../src/types'

export interface CallOptions {
  token?: string
  lang?: string
  headers?: Record<string, string>
}

export interface CallResult<T> {
  status: number
  body: Envelope<T>
}

function headersOf({ token, lang, headers }: CallOptions): Record<string, string> {
  return {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(lang ? { 'show-language': lang } : {}),
    ...headers,
  }
}

// biome-ignore lint/suspicious/noExplicitAny: tests read response data loosely
export async function post<T = any>(
  app: App,
  url: string,
  payload: object,
  opts: CallOptions = {},
): Promise<CallResult<T>> {
  const res = await app.inject({ method: 'POST', url, payload, headers: headersOf(opts) })
  return { status: res.statusCode, body: res.json() }
}

// biome-ignore lint/suspicious/noExplicitAny: tests read response data loosely
export async function get<T = any>(app: App, url: string, opts: CallOptions = {}): Promise<CallResult<T>> {
  const res = await app.inject({ method: 'GET', url, headers: headersOf(opts) })
  return { status: res.statusCode, body: res.json() }
}
