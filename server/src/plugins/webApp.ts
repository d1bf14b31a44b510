import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import fastifyStatic from '@fastify/static'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { homeRenderer, type RenderedHome } from '../services/homeRenderer'
import { runtimeConfigScript } from '../services/runtimeConfig'
import { getSetting } from '../services/settings'
import type { App } from '../types'
import { cspDirectives, serializeCsp } from './securityHeaders'

/** Whether a not-found request should get the web app's index.html (client-side routes). */
export function wantsWebApp(method: string, url: string): boolean {
  return (
    (method === 'GET' || method === 'HEAD') && !url.startsWith('/v1/') && url !== '/v1' && !url.startsWith('/images/')
  )
}

/** The tag of web/index.html that the server replaces with the configuration itself. */
const RUNTIME_CONFIG_TAG = '<script src="/runtime-config.js"></script>'

type Encoding = 'br' | 'gzip' | null

/** The best of br and gzip the client accepts (a `q=0` refuses), else null. */
export function pickEncoding(header: string | string[] | undefined): Encoding {
  const value = Array.isArray(header) ? header.join(',') : header
  if (!value) return null
  let br = false
  let gzip = false
  for (const part of value.split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';')
    const refused = params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p))
    if (refused) continue
    if (token === 'br') br = true
    else if (token === 'gzip' || token === '*') gzip = true
  }
  return br ? 'br' : gzip ? 'gzip' : null
}

interface InlineHashes {
  scriptHashes: string[]
  styleHashes: string[]
  styleAttrHashes: string[]
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
}
const unescapeAttr = (value: string) => value.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (m) => ENTITIES[m] ?? m)

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`

/**
 * The CSP hashes of the page's inline scripts and styles: the runtime config, and what the build inlines (the
 * first screen's CSS, the route preloads), and the style attributes of the rendered home page (React writes a few,
 * e.g. a token's colour). The policy allows exactly these and no other inline code; the inlined data is a
 * non-executable `<script type="application/json">`, which needs no hash.
 */
export function inlineHashes(html: string): InlineHashes {
  const all = (pattern: RegExp, decode = (text: string) => text) => [
    ...new Set([...html.matchAll(pattern)].map((m) => sha256(decode(m[1] ?? '')))),
  ]
  return {
    scriptHashes: all(/<script>([\s\S]*?)<\/script>/g),
    styleHashes: all(/<style>([\s\S]*?)<\/style>/g),
    styleAttrHashes: all(/<[a-z][^>]*?\sstyle="([^"]*)"/g, unescapeAttr),
  }
}

/**
 * The page with the rendered home page in #root (in place of the splash), its head tags, its inlined state, and
 * the document's `lang` set to the language it is rendered in (index.html says zh-CN, the default): screen readers
 * and the per-language font stacks (styles/global.css) see the right language before the app starts.
 */
export function withRenderedHome(page: string, home: RenderedHome): string {
  const root = /<div id="root">[\s\S]*<\/div>(?=\s*<\/body>)/
  if (!root.test(page)) return page
  return page
    .replace(/<html lang="[^"]*">/, () => `<html lang="${home.language}">`)
    .replace('</head>', () => `${home.head}</head>`)
    .replace(
      root,
      () =>
        `<div id="root">${home.html}</div><script type="application/json" id="${SERVER_STATE_ID}">${home.state}</script>`,
    )
}

/** The id web/src/app/serverState.ts reads the inlined state from. */
const SERVER_STATE_ID = 'phoswap-state'

export type IndexHtmlHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>

/**
 * index.html with the runtime configuration inlined in place of its `/runtime-config.js` tag, so the app starts
 * without a render-blocking request, and the home page rendered into #root with its data (the route is the URL's
 * hash, which the server never sees: the document is the home page's, the root's redirect target; app/start.tsx
 * renders another route afresh). The template is re-read when the build changes; the last page is kept with
 * its br and gzip bodies, which are recomputed only when the page changes (a new deployment or build).
 */
function indexHtmlHandler(app: App, file: string): IndexHtmlHandler {
  let template: { mtimeMs: number; text: string } | null = null
  let last: { html: string; inline: InlineHashes; br?: Buffer; gzip?: Buffer } | null = null

  const render = homeRenderer(app)
  // The first render loads the renderer, React's server code and the messages, about half a second: done once the
  // server listens, not in the first visitor's request.
  if (render) {
    app.addHook('onListen', async () => {
      render({ ip: '127.0.0.1', headers: {} }).catch((error: unknown) =>
        app.log.warn({ err: error }, 'the home page renderer did not warm up'),
      )
    })
  }

  async function page(request: FastifyRequest): Promise<string> {
    const { mtimeMs } = await stat(file)
    if (template?.mtimeMs !== mtimeMs) template = { mtimeMs, text: await readFile(file, 'utf8') }
    if (!template.text.includes(RUNTIME_CONFIG_TAG)) return template.text
    const script = runtimeConfigScript(app.config, app.chain.deployments())
    const page = template.text.replace(RUNTIME_CONFIG_TAG, () => `<script>${script.trimEnd()}</script>`)
    if (!render) return page
    try {
      return withRenderedHome(page, await render(request))
    } catch (error) {
      // The page still works without: the app renders in the browser, as before server rendering.
      request.log.warn({ err: error }, 'the home page was not rendered on the server')
      return page
    }
  }

  return async (request, reply) => {
    const html = await page(request)
    if (last?.html !== html) last = { html, inline: inlineHashes(html) }
    const imageDomain = await getSetting(app.db, 'image_domain')
    const csp = cspDirectives(app.config, { ...last.inline, imageDomain })
    reply.header('content-security-policy', serializeCsp(csp))
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8')
    const encoding = pickEncoding(request.headers['accept-encoding'])
    if (encoding === 'br') {
      last.br ??= brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
      return reply.header('content-encoding', 'br').send(last.br)
    }
    if (encoding === 'gzip') {
      last.gzip ??= gzipSync(html, { level: 9 })
      return reply.header('content-encoding', 'gzip').send(last.gzip)
    }
    return reply.send(html)
  }
}

/**
 * Serves the built web app at `/` when WEB_DIST_DIR exists: hashed files under assets/ are cached for a year,
 * everything else (index.html above all) is revalidated on every load. Files are sent as the `.br` or `.gz`
 * written beside them at build time (scripts/src/webBuild.ts) when the client accepts it. Returns the index.html
 * handler for client-side routes, or null when there is no build.
 */
export async function webAppPlugin(app: App): Promise<IndexHtmlHandler | null> {
  const root = app.config.webDistDir
  const assets = join(root, 'assets')
  const indexFile = join(root, 'index.html')
  if (!existsSync(indexFile)) {
    app.log.info({ root }, 'web app not built; serving the API only')
    return null
  }
  const indexHtml = indexHtmlHandler(app, indexFile)
  app.get('/', indexHtml)
  app.get('/index.html', indexHtml)
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: false,
    preCompressed: true,
    cacheControl: false,
    // The server's renderer (ssr/) is code for this process, not a file for browsers.
    allowedPath: (pathName) => !/^\/ssr(\/|$)/.test(pathName),
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  })
  return indexHtml
}
