import { AppError } from '../errors'
import { findSession } from '../services/auth/sessions'
import type { App } from '../types'

/** Accepts `Authorization: Bearer <token>` or the bare token. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null
  const value = header.trim()
  const token = /^bearer\s+/i.test(value) ? value.replace(/^bearer\s+/i, '') : value
  return /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null
}

/** Decorates `request.session` and offers `app.requireSession` for routes that act for a user. */
export function authPlugin(app: App): void {
  app.decorateRequest('session', null)
  app.decorate('requireSession', async (request) => {
    const token = tokenFromHeader(request.headers.authorization)
    const session = token ? await findSession(app.db, token) : null
    if (!session) throw new AppError('not_signed_in')
    request.session = session
  })
}
