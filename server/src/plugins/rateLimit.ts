import rateLimit from '@fastify/rate-limit'
import { AppError } from '../errors'
import type { App } from '../types'

/**
 * Every API route is limited per client address (`request.ip`: the real client behind a TRUST_PROXY, the peer
 * otherwise): generously by default (`rateLimits.read`), tighter where a route says (`config.rateLimit`, sign-in
 * and signed actions). A cache hit counts too: the limit is checked before anything else.
 */
export async function rateLimitPlugin(app: App): Promise<void> {
  const { read, windowMs } = app.config.rateLimits
  await app.register(rateLimit, {
    global: true,
    max: read,
    timeWindow: windowMs,
    // The web app's files and images are served from disk without the database; the limit guards the API.
    allowList: (request) => !request.url.startsWith('/v1/'),
    errorResponseBuilder: () => new AppError('too_many_requests'),
  })
}
