import { existsSync } from 'node:fs'
import fastifyStatic from '@fastify/static'
import type { App } from '../types'
import { compressionPlugin } from './compression'

/**
 * Serves banners and coin logos at /images/ (the default image_domain); an operator may point elsewhere. The
 * default images are SVG with their lettering as outlines (no font to look up when they are drawn), text that
 * compresses about four to one: sent with br or gzip like the API's JSON, in a scope of their own.
 */
export async function imagesPlugin(app: App, decorateReply: boolean): Promise<void> {
  const root = app.config.imagesDir
  if (!existsSync(root)) {
    app.log.warn({ root }, 'images folder missing; /images/ is not served')
    return
  }
  await app.register(async (scope) => {
    await compressionPlugin(scope)
    await scope.register(fastifyStatic, {
      root,
      prefix: '/images/',
      decorateReply,
      cacheControl: false,
      setHeaders: (reply) => {
        reply.header('cache-control', 'public, max-age=3600')
        // An SVG opened directly must not run script or load anything.
        reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        reply.header('x-content-type-options', 'nosniff')
      },
    })
  })
}
