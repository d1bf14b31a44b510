import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { App } from '../types'

/** The OpenAPI document's path and its readable page (both under /v1, outside the document itself). */
export const OPENAPI_PATH = '/v1/openapi.json'
export const API_DOCS_PATH = '/v1/docs'

/**
 * The API document, generated from the route schemas as routes register (@fastify/swagger collects them through
 * Fastify's onRoute hook, so it must be registered before the routes): OpenAPI 3.1 at /v1/openapi.json, a
 * readable page at /v1/docs (@fastify/swagger-ui, its assets served from the package). Each route is tagged by
 * its first path segment (`/v1/reward/...` -> `reward`); routes outside /v1 (the web app) are not API.
 */
export async function openApiPlugin(app: App): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'PhoSwap API',
        version: '1',
        description:
          'Every answer is an envelope `{ code, msg, data }`; `code` 0 is success, `msg` is in the language of ' +
          '`Accept-Language` (or `lang`). Amounts are decimal strings of base units. Routes marked with a session ' +
          'need the bearer token of `POST /v1/auth/verify`; `/v1/admin/*` needs an operator session.',
      },
      components: { securitySchemes: { session: { type: 'http', scheme: 'bearer' } } },
    },
    transform: ({ schema, url, route }) => {
      const hidden = !url.startsWith('/v1/') || url === OPENAPI_PATH || url.startsWith(API_DOCS_PATH)
      if (hidden) return { schema: { ...schema, hide: true }, url }
      const tag = url.split('/')[2] ?? 'v1'
      const guards = [route.preHandler, route.onRequest].flat()
      const needsSession = guards.includes(app.requireSession) || guards.includes(app.requireOperator)
      return {
        schema: { ...schema, tags: [tag], ...(needsSession ? { security: [{ session: [] }] } : {}) },
        url,
      }
    },
  })
  await app.register(swaggerUi, { routePrefix: API_DOCS_PATH, staticCSP: true })
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger())
}
