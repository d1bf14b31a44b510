import type { Envelope } from '@phoswap/core/api/envelope'
import { getRuntimeConfig } from '../config/runtimeConfig'
import { t } from '../i18n/i18n'
import { getStoredLanguage } from '../i18n/languages'
import { showToast } from '../ui/toastStore'
import { ApiError } from './ApiError'
import { dropActiveSession, getActiveToken } from './sessionStore'

export const TIMEOUT_MS = 10_000

type Query = Record<string, string | number | boolean | undefined>

export interface RequestOptions {
  query?: Query
  body?: unknown
  /** Do not toast failures (background polling that would repeat the same toast). */
  quiet?: boolean
  signal?: AbortSignal
}

export interface ClientDeps {
  fetch: typeof fetch
  apiBase: () => string
  token: () => string | null
  language: () => string
  toast: (text: string) => void
  translate: (key: string, options?: Record<string, unknown>) => string
  onUnauthorized: () => void
  timeoutMs: number
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'code' in value
}

function buildUrl(base: string, path: string, query?: Query): string {
  let url = `${base.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`
  if (query) {
    const params = new URLSearchParams()
    for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value))
    const text = params.toString()
    if (text) url += `?${text}`
  }
  return url
}

/**
 * The HTTP client with the spec's rules (section 8): code 200 returns the envelope; 401 is silent and drops
 * the token; 403 shows the server's message; 5xx shows "Server error"; a timeout (10 s) shows "Connection
 * timed out"; a failure without a response shows the error; any other failure shows the server's message,
 * or "Something went wrong" when there is none, or the status and its text when the body is not ours.
 */
export function createClient(deps: ClientDeps) {
  async function requestEnvelope<T>(method: 'GET' | 'POST', path: string, options: RequestOptions = {}) {
    const say = (text: string) => {
      if (!options.quiet) deps.toast(text)
    }
    const headers: Record<string, string> = { Accept: 'application/json', 'Show-Language': deps.language() }
    const token = deps.token()
    if (token) headers.Authorization = `Bearer ${token}`
    if (options.body !== undefined) headers['Content-Type'] = 'application/json'

    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), deps.timeoutMs)
    options.signal?.addEventListener('abort', () => controller.abort(options.signal?.reason), { once: true })

    let response: Response
    try {
      response = await deps.fetch(buildUrl(deps.apiBase(), path, options.query), {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: controller.signal,
      })
    } catch (error) {
      clearTimeout(timer)
      if (options.signal?.aborted) throw new ApiError('aborted', 0, null)
      const timedOut = controller.signal.aborted
      const text = timedOut
        ? deps.translate('connectionTimedOut')
        : deps.translate('http.network', { message: error instanceof Error ? error.message : String(error) })
      say(text)
      throw new ApiError(text, 0, null)
    }

    let body: unknown = null
    try {
      body = await response.json()
    } catch {
      body = null
    } finally {
      clearTimeout(timer)
    }
    const envelope = isEnvelope(body) ? body : null
    const message = envelope && typeof envelope.msg === 'string' && envelope.msg ? envelope.msg : ''

    if (response.ok && envelope?.code === 200) return envelope as Envelope<T>

    if (response.status === 401) {
      deps.onUnauthorized()
      throw new ApiError(message || 'unauthorized', 401, envelope?.code ?? null)
    }
    if (response.status === 403) {
      const text = message || deps.translate('somethingWentWrong')
      say(text)
      throw new ApiError(text, 403, envelope?.code ?? null)
    }
    if (response.status >= 500) {
      const text = deps.translate('serverError')
      say(text)
      throw new ApiError(message || text, response.status, envelope?.code ?? null)
    }
    if (!envelope && !response.ok) {
      const text = deps.translate('requestFailed', { status: response.status, message: response.statusText || '-' })
      say(text)
      throw new ApiError(text, response.status, null)
    }
    const text = message || deps.translate('somethingWentWrong')
    say(text)
    throw new ApiError(text, response.status, envelope?.code ?? null)
  }

  return {
    requestEnvelope,
    async request<T>(method: 'GET' | 'POST', path: string, options?: RequestOptions): Promise<T> {
      return (await requestEnvelope<T>(method, path, options)).data
    },
  }
}

const client = createClient({
  fetch: (...args) => globalThis.fetch(...args),
  apiBase: () => getRuntimeConfig().apiBase,
  token: getActiveToken,
  language: getStoredLanguage,
  toast: (text) => showToast(text, 'error'),
  translate: t,
  onUnauthorized: dropActiveSession,
  timeoutMs: TIMEOUT_MS,
})

export const apiGet = <T>(path: string, options?: Omit<RequestOptions, 'body'>) =>
  client.request<T>('GET', path, options)
export const apiPost = <T>(path: string, body: unknown, options?: Omit<RequestOptions, 'body'>) =>
  client.request<T>('POST', path, { ...options, body })
/** Like apiPost, but also returns the server's `msg` (bind shows it as a toast). */
export const apiPostEnvelope = <T>(path: string, body: unknown, options?: Omit<RequestOptions, 'body'>) =>
  client.requestEnvelope<T>('POST', path, { ...options, body })
