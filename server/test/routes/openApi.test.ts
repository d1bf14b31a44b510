import type { RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import { API_DOCS_PATH, OPENAPI_PATH } from '../../src/plugins/openApi'
import type { App } from '../../src/types'
import { testConfig } from '../helpers/testApp'
import { openTestDb, type TestDb } from '../helpers/testDb'

interface OpenApiDocument {
  openapi: string
  paths: Record<string, Record<string, { tags?: string[]; security?: unknown[]; responses?: Record<string, unknown> }>>
}

const routes: RouteOptions[] = []
let app: App
let db: TestDb
let document: OpenApiDocument

beforeAll(async () => {
  db = await openTestDb('pglite')
  app = await buildApp({ config: testConfig(), db: db.handle, onRoute: (route) => void routes.push(route) })
  await app.ready()
  document = (await app.inject({ method: 'GET', url: OPENAPI_PATH })).json()
})
afterAll(async () => {
  await app?.close()
  await db?.dispose()
})

/** The API's routes: everything under /v1 but the document and its page (HEAD routes are Fastify's copies). */
function apiRoutes(): { method: string; url: string; route: RouteOptions }[] {
  return routes.flatMap((route) =>
    [route.method]
      .flat()
      .filter((method) => method !== 'HEAD')
      .map((method) => ({ method, url: route.url, route }))
      .filter(({ url }) => url.startsWith('/v1/') && url !== OPENAPI_PATH && !url.startsWith(API_DOCS_PATH)),
  )
}

/** Fastify's `/x/:id` is OpenAPI's `/x/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')

describe('the API document (OpenAPI 3.1 at /v1/openapi.json)', () => {
  it('is OpenAPI 3.1 and lists every API route with its method', () => {
    expect(document.openapi).toBe('3.1.0')
    const missing = apiRoutes()
      .filter(({ method, url }) => !document.paths[openApiPath(url)]?.[method.toLowerCase()])
      .map(({ method, url }) => `${method} ${url}`)
    expect(apiRoutes().length).toBeGreaterThan(100)
    expect(missing).toEqual([])
  })

  it('fails for a route without a schema of its answer (its success, or its only answer)', () => {
    const without = apiRoutes()
      .filter(({ route }) => {
        const responses = (route.schema as { response?: Record<string, unknown> } | undefined)?.response ?? {}
        return Object.keys(responses).length === 0
      })
      .map(({ method, url }) => `${method} ${url}`)
    expect(without).toEqual([])
  })

  it('marks the routes that need a session, and only those', () => {
    const wallet = document.paths['/v1/reward/wallet-list']?.get
    expect(wallet?.security).toEqual([{ session: [] }])
    expect(wallet?.tags).toEqual(['reward'])
    expect(document.paths['/v1/health']?.get?.security).toBeUndefined()
    const admin = Object.entries(document.paths).filter(([path]) => path.startsWith('/v1/admin/'))
    expect(admin.length).toBeGreaterThan(10)
    for (const [path, methods] of admin) {
      for (const operation of Object.values(methods)) expect(operation.security, path).toEqual([{ session: [] }])
    }
  })

  it('has a readable page at /v1/docs', async () => {
    const page = await app.inject({ method: 'GET', url: `${API_DOCS_PATH}/` })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('swagger-ui')
  })
})
