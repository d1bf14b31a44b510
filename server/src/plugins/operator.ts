import type { onRequestHookHandler, preValidationHookHandler, RouteHandlerMethod } from 'fastify'
import { AppError } from '../errors'
import { takeNote } from '../services/console/audit'
import type { App } from '../types'

/** Every route under this path is an operator tool. */
export const ADMIN_PATH = '/v1/admin/'

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Whether a route changes something (its method is not a read); each such admin route writes an audit row. */
function mutates(method: string | string[]): boolean {
  return [method].flat().some((m) => !READS.has(m.toUpperCase()))
}

/**
 * The operator role: a session (401 otherwise) whose address is in OPERATOR_ADDRESSES (403 otherwise). It is put
 * first in the `onRequest` hooks of every route under /v1/admin/ as the route is registered, so it runs before the
 * body is parsed or validated (an anonymous bad body gets 401, not 400) and a new admin route cannot miss it.
 *
 * Every mutating admin route also takes an optional `note` (taken out of the body before its schema sees it) and
 * must write its audit row in its change's transaction (services/console/audit.ts): a handler that answers without
 * having written one fails with 500, so a new route that forgets it fails its first test.
 */
export function operatorPlugin(app: App): void {
  app.decorateRequest('auditNote', null)
  app.decorateRequest('auditWritten', false)
  app.decorate('requireOperator', async (request, reply) => {
    await app.requireSession(request, reply)
    if (!app.config.operatorAddresses.includes(request.session!.address)) throw new AppError('forbidden')
  })
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(ADMIN_PATH)) return
    const own = route.onRequest ? [route.onRequest].flat() : []
    route.onRequest = [app.requireOperator as onRequestHookHandler, ...own]
    if (!mutates(route.method)) return
    const validation = route.preValidation ? [route.preValidation].flat() : []
    const note: preValidationHookHandler = async (request) => takeNote(request)
    route.preValidation = [note, ...validation]
    const handler = route.handler as RouteHandlerMethod
    route.handler = async function (this: unknown, request, reply) {
      const answer = await (handler as (...args: unknown[]) => Promise<unknown>).call(this, request, reply)
      if (!request.auditWritten) throw new Error(`${route.method} ${route.url} answered without its audit row`)
      return answer
    } as RouteHandlerMethod
  })
}
