import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@phoswap/core/api/envelope'
import {
  GenesisClaimBodySchema,
  GenesisClaimDataSchema,
  GenesisInfoSchema,
  GenesisProgramQuerySchema,
} from '@phoswap/core/api/gdt'
import { ok } from '../../reply'
import { runSignedAction } from '../../services/auth/signedAction'
import { claimGenesis, genesisInfo } from './grants'

/** The genesis cards on Mine (docs/decisions/0077-genesis-cards.md): the caller's grants and their claim. */
export const genesisRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limits = app.config.rateLimits
  const action = { rateLimit: { max: limits.action, timeWindow: limits.windowMs } }
  app.get(
    '/union/genesis-info',
    {
      preHandler: app.requireSession,
      schema: { querystring: GenesisProgramQuerySchema, response: { 200: EnvelopeSchema(GenesisInfoSchema) } },
    },
    async (request) => ok(request, await genesisInfo(app.db, request.session!.address, request.query.program)),
  )
  app.post(
    '/union/genesis-claim',
    {
      config: action,
      preHandler: app.requireSession,
      schema: { body: GenesisClaimBodySchema, response: { 200: EnvelopeSchema(GenesisClaimDataSchema) } },
    },
    async (request) => {
      const { program } = request.body
      const session = request.session!
      const signed = { action: 'genesis_claim' as const, body: request.body }
      const today = new Date().toISOString().slice(0, 10)
      const data = await runSignedAction(app.db, app.verifier, session, signed, (tx) =>
        claimGenesis(tx, session.address, program, today),
      )
      return ok(request, data)
    },
  )
}
