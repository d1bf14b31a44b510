import type { FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify'
import { ResponseCache } from '../services/cache/responseCache'
import type { App } from '../types'

export interface ResponseCaches {
  /** GET /v1/index/quote: cleared when this instance's indexer stores new prices. */
  quotes: ResponseCache
  /** Notices, banners and /index/config: cleared by every admin write in this instance. */
  content: ResponseCache
}

const JSON_TYPE = 'application/json; charset=utf-8'

/** Decorates `app.caches` (see docs/decisions/0014-response-cache-and-serving.md). */
export function responseCachePlugin(app: App): void {
  const { quotesTtlMs, contentTtlMs, maxEntries } = app.config.responseCache
  const caches: ResponseCaches = {
    quotes: new ResponseCache({ ttlMs: quotesTtlMs, maxEntries }),
    content: new ResponseCache({ ttlMs: contentTtlMs, maxEntries }),
  }
  app.decorate('caches', caches)
}

/**
 * Sends the cached body of `key`, or loads the envelope, serialises it once with the route's response schema
 * (the same bytes Fastify would send) and caches those bytes. A Buffer with a JSON content type is sent as is.
 * Call it from a synchronous handler that returns nothing: a hit is answered without a promise.
 */
export function sendCached(reply: FastifyReply, cache: ResponseCache, key: string, load: () => Promise<unknown>): void {
  const body = cache.get(key, async () => Buffer.from(reply.serialize(await load()) as string))
  if (Buffer.isBuffer(body)) {
    reply.header('content-type', JSON_TYPE).send(body)
    return
  }
  body.then(
    (b) => reply.header('content-type', JSON_TYPE).send(b),
    (error: unknown) => reply.send(error),
  )
}

/**
 * The cache key of a public GET: its route, the parameters its handler reads (validated, defaults filled in), the
 * language, and `extra` for what else it depends on. A parameter the handler ignores (`account`) or an odd spelling
 * of the same value (`page=01`) shares the entry instead of bypassing the cache.
 */
export function cacheKey(request: FastifyRequest, read: Record<string, unknown> = {}, extra = ''): string {
  return `${request.routeOptions.url}|${JSON.stringify(read)}|${request.lang}|${extra}`
}

/**
 * A route's preHandler hook that answers a cached body once the query is validated (an invalid query gets its 400
 * whatever is cached) and before the handler runs.
 */
export function answerFromCache(
  cache: ResponseCache,
  keyOf: (request: FastifyRequest) => string,
): preHandlerHookHandler {
  return (request, reply, done) => {
    const body = cache.peek(keyOf(request))
    if (body === undefined) {
      done()
      return
    }
    reply.header('content-type', JSON_TYPE).send(body)
  }
}
