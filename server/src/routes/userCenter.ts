import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { PageQuerySchema } from '@phoswap/core/api/common'
import { EnvelopeSchema } from '@phoswap/core/api/envelope'
import { BindBodySchema, BindDataSchema, InviteesDataSchema } from '@phoswap/core/api/userCenter'
import { ok } from '../reply'
import { runSignedAction } from '../services/auth/signedAction'
import { bindReferrer } from '../services/users/bindReferrer'
import { listInvitees } from '../services/users/listInvitees'

export const userCenterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limits = app.config.rateLimits

  app.post(
    '/user-center/bind',
    {
      config: { rateLimit: { max: limits.action, timeWindow: limits.windowMs } },
      preHandler: app.requireSession,
      schema: { body: BindBodySchema, response: { 200: EnvelopeSchema(BindDataSchema) } },
    },
    async (request) => {
      const { invite_code } = request.body
      const session = request.session!
      const signed = { action: 'bind' as const, body: request.body }
      const data = await runSignedAction(app.db, app.verifier, session, signed, (tx) =>
        bindReferrer(tx, session.address, invite_code),
      )
      return ok(request, data)
    },
  )

  app.get(
    '/user-center/invitees',
    {
      preHandler: app.requireSession,
      schema: { querystring: PageQuerySchema, response: { 200: EnvelopeSchema(InviteesDataSchema) } },
    },
    async (request) => {
      const { page, page_size } = request.query
      return ok(request, await listInvitees(app.db, request.session!.address, page, page_size))
    },
  )
}
