import { AppError } from '../errors'
import type { App } from '../types'

/** preHandler for admin routes: a session (401 otherwise) whose address is in OPERATOR_ADDRESSES (403 otherwise). */
export function operatorPlugin(app: App): void {
  app.decorate('requireOperator', async (request, reply) => {
    await app.requireSession(request, reply)
    if (!app.config.operatorAddresses.includes(request.session!.address)) throw new AppError('forbidden')
  })
}
