import type { Envelope } from '@phoswap/core/api/envelope'
import type { FastifyRequest } from 'fastify'
import { translate } from './i18n/messages'

/** The success envelope, `code` 200 and a translated `msg`. */
export function ok<T>(request: FastifyRequest, data: T): Envelope<T> {
  return { code: 200, msg: translate('success', request.lang), data }
}
