import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@phoswap/core/api/envelope'
import {
  BoardMembersDataSchema,
  BoardQuerySchema,
  EquityClaimBodySchema,
  EquityClaimDataSchema,
  StarCardInfoSchema,
  StarRulesDataSchema,
} from '@phoswap/core/api/team'
import { Type } from '@sinclair/typebox'
import { ok } from '../../reply'
import { runSignedAction } from '../../services/auth/signedAction'
import { validTvlThreshold } from '../../services/team/teamSettings'
import { ensureUser } from '../../services/users/ensureUser'
import { boardMembers } from './boardMembers'
import { claimEquity } from './claimEquity'
import { starCardInfo } from './starCardInfo'
import { starRequirements } from './starCards'

const NoQuery = Type.Object({}, { additionalProperties: false })

/** The star cards and the equity pool: the caller's card, the thresholds in force, the board, the dividend claim. */
export const equityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limits = app.config.rateLimits
  const action = { rateLimit: { max: limits.action, timeWindow: limits.windowMs } }

  app.get(
    '/starcard/info',
    {
      preHandler: app.requireSession,
      schema: { querystring: NoQuery, response: { 200: EnvelopeSchema(StarCardInfoSchema) } },
    },
    async (request) => {
      const user = await ensureUser(app.db, request.session!.address)
      return ok(request, await starCardInfo(app.db, user.id, user.address))
    },
  )

  app.get(
    '/starcard/rules',
    { schema: { querystring: NoQuery, response: { 200: EnvelopeSchema(StarRulesDataSchema) } } },
    async (request) => {
      const levels = (await starRequirements(app.db)).map((r) => ({
        level: r.level,
        own_tvl: r.ownTvl.toString(),
        team_tvl: r.teamTvl.toString(),
        valid_direct: r.validDirect,
        team_valid: r.teamValid,
        lines: r.lines,
      }))
      return ok(request, { levels, valid_tvl: (await validTvlThreshold(app.db)).toString() })
    },
  )

  app.get(
    '/starcard/board',
    { schema: { querystring: BoardQuerySchema, response: { 200: EnvelopeSchema(BoardMembersDataSchema) } } },
    async (request) => ok(request, await boardMembers(app.db, request.query.page, request.query.page_size)),
  )

  app.post(
    '/starcard/claim',
    {
      config: action,
      preHandler: app.requireSession,
      schema: { body: EquityClaimBodySchema, response: { 200: EnvelopeSchema(EquityClaimDataSchema) } },
    },
    async (request) => {
      const session = request.session!
      const { nonce } = request.body
      const signed = { action: 'equity_claim' as const, body: request.body }
      return ok(
        request,
        await runSignedAction(app.db, app.verifier, session, signed, (tx) => claimEquity(tx, session.address, nonce)),
      )
    },
  )
}
