import type { ErrorKey } from '@phoswap/core/api/errorCodes'
import { ErrorCode } from '@phoswap/core/api/errorCodes'
import type { FastifyError } from 'fastify'
import { AppError } from '../errors'
import { translate } from '../i18n/messages'
import { chainUnavailableIn } from '../services/chain/chainUnavailable'
import type { App } from '../types'

/**
 * PostgreSQL's class 22 "data exception" (a value out of a column's range, NUL in text, a bad number): a value
 * from the request the schemas let through. The caller gets a 400, not a 500; drizzle wraps it in `cause`.
 */
function isDataException(error: unknown): boolean {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 3;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true
  }
  return false
}

function keyOf(error: FastifyError): ErrorKey {
  // viem wraps some transport errors (readContract, call): the chain seam's error may sit in the cause chain.
  if (chainUnavailableIn(error)) return 'chain_unavailable'
  if (error instanceof AppError) return error.key
  if (error.validation || isDataException(error)) return 'invalid_request'
  const status = error.statusCode ?? 500
  if (status === 401) return 'not_signed_in'
  if (status === 404) return 'not_found'
  if (status === 429) return 'too_many_requests'
  if (status >= 400 && status < 500) return 'invalid_request'
  return 'server_error'
}

/** Turns every error into `{ code, msg, data: null }` in the caller's language; 5xx details stay in the log. */
export function errorHandlerPlugin(app: App): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const key = keyOf(error)
    const status = error instanceof AppError ? error.statusCode : Math.floor(ErrorCode[key] / 100)
    // Keep the 4xx status Fastify chose (413, 415 ...) but the envelope's business code of its class.
    const httpStatus =
      key === 'invalid_request' && error.statusCode && error.statusCode < 500 ? error.statusCode : status
    let msg = translate(key, request.lang)
    if (error.validation) {
      const first = error.validation[0]
      const where = [error.validationContext, first?.instancePath?.replace(/^\//, '').replace(/\//g, '.')]
        .filter(Boolean)
        .join('.')
      const extra = first?.keyword === 'additionalProperties' ? String(first.params.additionalProperty) : ''
      msg = `${msg}: ${[where, extra].filter(Boolean).join('.')}`
    }
    // A chain that does not answer is an outage to watch, not a bug: one line without the stack.
    if (key === 'chain_unavailable')
      request.log.warn({ reason: chainUnavailableIn(error)?.message }, 'chain unavailable')
    else if (httpStatus >= 500) request.log.error({ err: error }, 'request failed')
    else request.log.info({ code: ErrorCode[key], reason: error.message }, 'request refused')
    return reply.code(httpStatus).send({ code: ErrorCode[key], msg, data: null })
  })
}
