import helmet from '@fastify/helmet'
import { NETWORKS } from '@phoswap/core/chains'
import type { ServerConfig } from '../config'
import type { App } from '../types'

export type CspDirectives = Record<string, string[]>

/** What one page adds to the policy: hashes of its inline scripts and styles, the image domain an operator set. */
export interface PagePolicy {
  scriptHashes?: string[]
  styleHashes?: string[]
  /** Style attributes of server-rendered markup, allowed by hash alone (`'unsafe-hashes'`). */
  styleAttrHashes?: string[]
  imageDomain?: string | null
}

function httpOrigin(url: string): string | null {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null
  } catch {
    return null // a path such as "/images": this origin, already 'self'
  }
}

/**
 * The Content-Security-Policy of the web app: its own files, the page's inline scripts and styles by hash, images from this
 * server and the image domain, JSON-RPC calls to the networks' public RPCs (core/src/chains) and to the local
 * chain of the runtime config; no framing, no plugins, no foreign forms.
 */
export function cspDirectives(config: ServerConfig, page: PagePolicy = {}): CspDirectives {
  const images = new Set(["'self'", 'data:', 'blob:'])
  for (const domain of [config.imageDomain, page.imageDomain]) {
    const origin = domain ? httpOrigin(domain) : null
    if (origin) images.add(origin)
  }
  const rpcs = [...NETWORKS.flatMap((n) => n.rpcUrls), ...(config.localRpcUrl ? [config.localRpcUrl] : [])]
  const connect = new Set(["'self'"])
  for (const url of rpcs) {
    const origin = httpOrigin(url)
    if (origin) connect.add(origin)
  }
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(page.scriptHashes ?? []).map((hash) => `'${hash}'`)],
    'style-src': [
      "'self'",
      ...(page.styleHashes ?? []).map((hash) => `'${hash}'`),
      ...(page.styleAttrHashes?.length ? ["'unsafe-hashes'", ...page.styleAttrHashes.map((hash) => `'${hash}'`)] : []),
    ],
    'img-src': [...images],
    'font-src': ["'self'", 'data:'],
    'connect-src': [...connect],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
}

export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

const HSTS = 'max-age=31536000; includeSubDomains'

/**
 * Security headers on every response (@fastify/helmet): the CSP above (index.html replaces it with one carrying
 * its script hash), nosniff, no referrer, no framing. HSTS only over TLS: `request.protocol` is https on a TLS
 * socket or, behind a TRUST_PROXY, when the proxy says so.
 */
export async function securityHeadersPlugin(app: App): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(app.config) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    hsts: false,
    global: true,
  })
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS)
  })
}
