import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { runtimeConfigScript } from '../services/runtimeConfig'

/**
 * `GET /runtime-config.js`: one web build serves every setup. The served index.html carries the same script
 * inline (no extra request before the app starts); this file stays for other hosts of the build (vite dev/preview).
 */
export const runtimeConfigRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/runtime-config.js', async (_request, reply) => {
    const script = runtimeConfigScript(app.config, app.chain.deployments())
    return reply.header('cache-control', 'no-store').type('text/javascript; charset=utf-8').send(script)
  })
}
