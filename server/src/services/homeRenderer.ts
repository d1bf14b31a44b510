import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@phoswap/core/api/language'
import type { RuntimeConfig } from '@phoswap/core/runtimeConfig'
import type { FastifyRequest } from 'fastify'
import type { App } from '../types'
import { runtimeConfigOf } from './runtimeConfig'

/** What web/src/ssr/renderHome.tsx returns: #root's markup, what belongs in <head>, the inlined state (JSON). */
interface RendererOutput {
  html: string
  head: string
  state: string
}

/** The rendered home page and the language it is in (the document's `lang`). */
export interface RenderedHome extends RendererOutput {
  language: Language
}

type ApiReader = (path: string, language: Language, query?: Record<string, string | number>) => Promise<unknown>
interface RendererModule {
  renderHome(language: Language, api: ApiReader): Promise<RendererOutput>
}

/** The web app's language cookie (web/src/i18n/languages.ts), the stored choice the server can see. */
const LANGUAGE_COOKIE = 'lang'

/**
 * The language the home page is rendered in: the `lang` cookie the app writes with the visitor's choice, else the
 * app's default, zh-CN, which is what the app shows a visitor without a choice (whatever Accept-Language says).
 */
export function pageLanguage(cookieHeader: string | undefined): Language {
  for (const part of cookieHeader?.split(';') ?? []) {
    const [name, value] = part.trim().split('=')
    if (name === LANGUAGE_COOKIE && (LANGUAGES as readonly string[]).includes(value ?? '')) return value as Language
  }
  return DEFAULT_LANGUAGE
}

/**
 * The home page renderer of the web build (`<webDistDir>/ssr/renderHome.js`, see scripts/src/webBuild.ts), or
 * null without one. It reads the home page's data through the API's own routes (app.inject), so what it inlines is
 * what the browser would get: the same response cache, the same language, the visitor's rate limit. The runtime
 * configuration it renders with is the one index.html inlines; deployments are refreshed before every render.
 */
/** What the renderer needs of a request: the visitor's address (the API's rate limit) and the language cookie. */
export type RenderRequest = Pick<FastifyRequest, 'ip' | 'headers'>

export function homeRenderer(app: App): ((request: RenderRequest) => Promise<RenderedHome>) | null {
  const file = join(app.config.webDistDir, 'ssr', 'renderHome.js')
  if (!existsSync(file)) return null
  const global = globalThis as { __PHOSWAP_CONFIG__?: RuntimeConfig }
  let loaded: Promise<RendererModule> | null = null
  const load = () => {
    loaded ??= import(pathToFileURL(file).href) as Promise<RendererModule>
    return loaded
  }
  return async (request) => {
    const current = runtimeConfigOf(app.config, app.chain.deployments())
    if (!global.__PHOSWAP_CONFIG__) global.__PHOSWAP_CONFIG__ = current
    else Object.assign(global.__PHOSWAP_CONFIG__.deployments, current.deployments)
    const { renderHome } = await load()
    const api: ApiReader = async (path, language, query = {}) => {
      const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))
      const response = await app.inject({
        method: 'GET',
        url: `/v1${path}${search.size ? `?${search}` : ''}`,
        headers: { accept: 'application/json', 'show-language': language },
        remoteAddress: request.ip,
      })
      const body = response.json() as { code?: number; data?: unknown }
      if (response.statusCode !== 200 || body.code !== 200) throw new Error(`${path}: ${response.statusCode}`)
      return body.data
    }
    const language = pageLanguage(request.headers.cookie)
    return { ...(await renderHome(language, api)), language }
  }
}
