import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { PageQuerySchema } from '@phoswap/core/api/common'
import { EnvelopeSchema } from '@phoswap/core/api/envelope'
import {
  ChildrenListDataSchema,
  EquityClaimBodySchema,
  EquityClaimDataSchema,
  InviteEditBodySchema,
  InviteEditDataSchema,
  InviteInfoDataSchema,
  LpHintBodySchema,
  LpHintDataSchema,
  RecommenderDataSchema,
  StarCardInfoSchema,
  StarRulesDataSchema,
  ZoneCpDataSchema,
} from '@phoswap/core/api/team'
import { Type } from '@sinclair/typebox'
import type { Hex } from 'viem'
import { ok } from '../reply'
import { runSignedAction } from '../services/auth/signedAction'
import { claimEquity } from '../services/equity/claimEquity'
import { childrenList } from '../services/team/childrenList'
import { editInviteCode } from '../services/team/editInviteCode'
import { inviteInfo, zoneCpOf } from '../services/team/inviteInfo'
import { markTvlRefresh } from '../services/team/markRefresh'
import { recommender } from '../services/team/recommender'
import { starCardInfo } from '../services/team/starCardInfo'
import { starRequirements } from '../services/team/starCards'
import { validTvlThreshold } from '../services/team/teamSettings'
import { ensureUser } from '../services/users/ensureUser'

const NoQuery = Type.Object({}, { additionalProperties: false })

/**
 * The invitation page and the team program (issue 12). Every route acts for the session's address only; the
 * figures come from the tree and the chain, and a client's LP report is only a hint to re-read sooner.
 */
export const teamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limits = app.config.rateLimits
  const action = { rateLimit: { max: limits.action, timeWindow: limits.windowMs } }

  app.get(
    '/user-center/invite-info',
    {
      preHandler: app.requireSession,
      schema: { querystring: NoQuery, response: { 200: EnvelopeSchema(InviteInfoDataSchema) } },
    },
    async (request) => ok(request, await inviteInfo(app.db, request.session!.address, app.config.genesisAddress)),
  )

  app.get(
    '/user-center/children-list',
    {
      preHandler: app.requireSession,
      schema: { querystring: PageQuerySchema, response: { 200: EnvelopeSchema(ChildrenListDataSchema) } },
    },
    async (request) => {
      const { page, page_size } = request.query
      return ok(request, await childrenList(app.db, request.session!.address, page, page_size))
    },
  )

  app.get(
    '/user-center/recommender',
    {
      preHandler: app.requireSession,
      schema: { querystring: NoQuery, response: { 200: EnvelopeSchema(RecommenderDataSchema) } },
    },
    async (request) => ok(request, await recommender(app.db, request.session!.address)),
  )

  app.get(
    '/reward/zone-cp',
    {
      preHandler: app.requireSession,
      schema: { querystring: NoQuery, response: { 200: EnvelopeSchema(ZoneCpDataSchema) } },
    },
    async (request) => {
      const user = await ensureUser(app.db, request.session!.address)
      const { max_zone_cp, other_zone_cp } = await zoneCpOf(app.db, user.id)
      return ok(request, { max_zone_cp, other_zone_cp })
    },
  )

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

  app.post(
    '/starcard/claim',
    {
      config: action,
      preHandler: app.requireSession,
      schema: { body: EquityClaimBodySchema, response: { 200: EnvelopeSchema(EquityClaimDataSchema) } },
    },
    async (request) => {
      const session = request.session!
      const { nonce, signature } = request.body
      const signed = {
        action: 'equity_claim' as const,
        nonce,
        signature: signature as Hex,
        params: {},
        body: request.body,
      }
      return ok(
        request,
        await runSignedAction(app.db, app.verifier, session, signed, (tx) => claimEquity(tx, session.address, nonce)),
      )
    },
  )

  app.post(
    '/user-center/invite-edit',
    {
      config: action,
      preHandler: app.requireSession,
      schema: { body: InviteEditBodySchema, response: { 200: EnvelopeSchema(InviteEditDataSchema) } },
    },
    async (request) => ok(request, await editInviteCode(app.db, request.session!.address, request.body.invite_code)),
  )

  for (const path of ['/user-center/lp-log', '/dex/entry']) {
    app.post(
      path,
      {
        config: action,
        preHandler: app.requireSession,
        schema: { body: LpHintBodySchema, response: { 200: EnvelopeSchema(LpHintDataSchema) } },
      },
      async (request) => {
        const due = await markTvlRefresh(app.db, request.session!.address)
        return ok(request, { refresh_due: due.toISOString() })
      },
    )
  }
}
