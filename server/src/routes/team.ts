import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { PageQuerySchema } from '@phoswap/core/api/common'
import { EnvelopeSchema } from '@phoswap/core/api/envelope'
import {
  ChildrenListDataSchema,
  InviteEditBodySchema,
  InviteEditDataSchema,
  InviteInfoDataSchema,
  LpHintBodySchema,
  LpHintDataSchema,
  RecommenderDataSchema,
  ZoneCpDataSchema,
} from '@phoswap/core/api/team'
import { Type } from '@sinclair/typebox'
import { ok } from '../reply'
import { childrenList } from '../services/team/childrenList'
import { editInviteCode } from '../services/team/editInviteCode'
import { inviteInfo, zoneCpOf } from '../services/team/inviteInfo'
import { markTvlRefresh } from '../services/team/markRefresh'
import { recommender } from '../services/team/recommender'
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

  app.post(
    '/user-center/invite-edit',
    {
      config: action,
      preHandler: app.requireSession,
      schema: { body: InviteEditBodySchema, response: { 200: EnvelopeSchema(InviteEditDataSchema) } },
    },
    async (request) => ok(request, await editInviteCode(app.db, request.session!.address, request.body.invite_code)),
  )

  // `/dex/entry` (same hint) is gone: `/dex/report-lp` covers the mining deposit (docs/decisions/30-bizmsg.md).
  app.post(
    '/user-center/lp-log',
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
