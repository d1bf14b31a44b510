import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@phoswap/core/api/envelope'
import { MemberBuyConditionSchema, MemberInfoSchema, MemberListSchema, UserTvlSchema } from '@phoswap/core/api/member'
import { Type } from '@sinclair/typebox'
import { AppError } from '../../errors'
import { ok } from '../../reply'
import { ensureUser } from '../../services/users/ensureUser'
import { memberBuyCondition, memberInfo, memberList, userTvl } from './member'

const NoQuery = Type.Object({}, { additionalProperties: false })

/**
 * Membership (spec 001, Member; docs/decisions/0068-membership-and-partner-figures.md): display only. The levels and
 * the fixed 1256 FFT are shown; purchase is not open, and `POST /user-center/member/buy` says so (409
 * member_buy_not_open).
 */
export const memberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const schema = <T extends Parameters<typeof EnvelopeSchema>[0]>(data: T) => ({
    querystring: NoQuery,
    response: { 200: EnvelopeSchema(data) },
  })

  app.get('/user-center/member/list', { schema: schema(MemberListSchema) }, async (request) =>
    ok(request, memberList()),
  )
  for (const path of ['/user-center/member/buy-condition', '/user-center/buy-condition']) {
    app.get(path, { schema: schema(MemberBuyConditionSchema) }, async (request) => ok(request, memberBuyCondition()))
  }
  app.get(
    '/user-center/member-info',
    { preHandler: app.requireSession, schema: schema(MemberInfoSchema) },
    async (request) => ok(request, memberInfo()),
  )
  app.get(
    '/user-center/user-tvl',
    { preHandler: app.requireSession, schema: schema(UserTvlSchema) },
    async (request) => {
      const user = await ensureUser(app.db, request.session!.address)
      return ok(request, await userTvl(app.db, user.id))
    },
  )
  app.post(
    '/user-center/member/buy',
    {
      config: { rateLimit: { max: app.config.rateLimits.action, timeWindow: app.config.rateLimits.windowMs } },
      preHandler: app.requireSession,
      // Its only answer: 409 member_buy_not_open.
      schema: {
        body: Type.Object({}, { additionalProperties: false }),
        response: { 409: EnvelopeSchema(Type.Null()) },
      },
    },
    async () => {
      throw new AppError('member_buy_not_open')
    },
  )
}
