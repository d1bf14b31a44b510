import type { onRequestHookHandler } from 'fastify'
import { AppError } from '../errors'
import type { App } from '../types'

/** Every route under this path is an operator tool. */
export const ADMIN_PATH = '/v1/admin/'

/**
 * The operator role: a session (401 otherwise) whose address is in OPERATOR_ADDRESSES (403 otherwise). It is put
 * first in the `onRequest` hooks of every route under /v1/admin/ as the route is registered, so it runs before the
 * body is parsed or validated (an anonymous bad body gets 401, not 400) and a new admin route cannot miss it.
 */
export function operatorPlugin(app: App): void {
  app.decorate('requireOperator', async (request, reply) => {
    await app.requireSession(request, reply)
    if (!app.config.operatorAddresses.includes(request.session!.address)) throw new AppError('forbidden')
  })
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(ADMIN_PATH)) return
    const own = route.onRequest ? [route.onRequest].flat() : []
    route.onRequest = [app.requireOperator as onRequestHookHandler, ...own]
  })
}
