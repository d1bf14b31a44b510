import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { JoinBodySchema, JoinDataSchema } from '@phoswap/core/api/activity'
import { EnvelopeSchema } from '@phoswap/core/api/envelope'
import { activityJoins } from '../db/schema'
import { ok } from '../reply'

export const activityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limits = app.config.rateLimits

  // The spec calls this without authorisation; it only records interest, so it is idempotent and rate limited.
  app.post(
    '/activity/join',
    {
      config: { rateLimit: { max: limits.signIn, timeWindow: limits.windowMs } },
      schema: { body: JoinBodySchema, response: { 200: EnvelopeSchema(JoinDataSchema) } },
    },
    async (request) => {
      await app.db.insert(activityJoins).values({ address: request.body.address.toLowerCase() }).onConflictDoNothing()
      return ok(request, { joined: true as const })
    },
  )
}
