import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@phoswap/core/api/envelope'
import { ErrorCode } from '@phoswap/core/api/errorCodes'
import { ReadinessDataSchema } from '@phoswap/core/api/readiness'
import { translate } from '../i18n/messages'
import { ok } from '../reply'
import { readiness } from '../services/readiness'

/**
 * `GET /v1/health/ready`: the readiness check for load balancers and orchestrators (`/v1/health` stays the
 * liveness check). 503 with the same report when not ready.
 */
export const readinessRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const schema = { response: { 200: EnvelopeSchema(ReadinessDataSchema), 503: EnvelopeSchema(ReadinessDataSchema) } }
  app.get('/health/ready', { schema }, async (request, reply) => {
    const report = await readiness({ db: app.db, config: app.config, chain: app.chain, sources: app.indexer.sources })
    if (report.ready) return ok(request, report)
    return reply.code(503).send({ code: ErrorCode.not_ready, msg: translate('not_ready', request.lang), data: report })
  })
}
