import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { PageField } from '@phoswap/core/api/common'
import { EnvelopeSchema } from '@phoswap/core/api/envelope'
import {
  GroupBillDataSchema,
  GroupBillQuerySchema,
  GroupBuyDataSchema,
  GroupConfigSchema,
  GroupExchangeBodySchema,
  GroupExchangeDataSchema,
  GroupHoldDataSchema,
  GroupInitiateBodySchema,
  GroupItemSchema,
  GroupJoinBodySchema,
  GroupLevelSchema,
  GroupMarketDataSchema,
  GroupMarketQuerySchema,
  GroupSummarySchema,
  IsJoinSchema,
  JoinListDataSchema,
} from '@phoswap/core/api/groups'
import type { GroupVariant } from '@phoswap/core/rewards/groupBuy'
import { Type } from '@sinclair/typebox'
import { ok } from '../../reply'
import { runSignedAction } from '../../services/auth/signedAction'
import { buyCoupons, exchangeCoupons } from './couponActions'
import { joinGroup, startGroup } from './groupActions'
import { GROUP_MARKETS } from './groupSettings'
import { billList, groupConfig, groupItem, holdList, isJoin, joinList, levelInfo, market, summary } from './groupViews'

/** The join list pages by 10 and its request carries only `page` (spec). */
const JoinListQuerySchema = Type.Object({ page: PageField }, { additionalProperties: false })

/**
 * One market's routes (docs/decisions/0065-group-buy.md, docs/decisions/0121-coupon-exchange.md): `/gg/*` for the
 * GDT market (held leader coupons exchanged into GDB at `/gg/exchange-gdb`, a first coupon bought with GDB at
 * `/gg/buy-coupons`), `/vg/*` for the VGT market (`/vg/exchange-vgb`, `/vg/buy-coupons`, VGB). The caller's own
 * data only; each POST is a signed action, and the same request again (same nonce) gets the first answer.
 */
function groupRoutes(variant: GroupVariant, exchangePath: string): FastifyPluginAsyncTypebox {
  const actions = GROUP_MARKETS[variant]
  return async (app) => {
    const limits = app.config.rateLimits
    const action = { config: { rateLimit: { max: limits.action, timeWindow: limits.windowMs } } }
    app.get('/config', { schema: { response: { 200: EnvelopeSchema(GroupConfigSchema) } } }, async (request) =>
      ok(request, await groupConfig(app.db, variant)),
    )
    app.get(
      '/is-join',
      { preHandler: app.requireSession, schema: { response: { 200: EnvelopeSchema(IsJoinSchema) } } },
      async (request) => ok(request, { is_join: await isJoin(app.db, variant, request.session!.address) }),
    )
    app.get(
      '/hold-list',
      { preHandler: app.requireSession, schema: { response: { 200: EnvelopeSchema(GroupHoldDataSchema) } } },
      async (request) => ok(request, await holdList(app.db, variant, request.session!.address)),
    )
    app.get(
      '/market',
      {
        preHandler: app.requireSession,
        schema: { querystring: GroupMarketQuerySchema, response: { 200: EnvelopeSchema(GroupMarketDataSchema) } },
      },
      async (request) =>
        ok(request, await market(app.db, variant, request.query, request.session!.address, request.lang)),
    )
    app.get(
      '/join-list',
      {
        preHandler: app.requireSession,
        schema: { querystring: JoinListQuerySchema, response: { 200: EnvelopeSchema(JoinListDataSchema) } },
      },
      async (request) =>
        ok(request, await joinList(app.db, variant, request.session!.address, request.query.page, 10, request.lang)),
    )
    app.get(
      '/bill-list',
      {
        preHandler: app.requireSession,
        schema: { querystring: GroupBillQuerySchema, response: { 200: EnvelopeSchema(GroupBillDataSchema) } },
      },
      async (request) =>
        ok(request, await billList(app.db, variant, request.session!.address, request.query, request.lang)),
    )
    app.get(
      '/summary',
      { preHandler: app.requireSession, schema: { response: { 200: EnvelopeSchema(GroupSummarySchema) } } },
      async (request) => ok(request, await summary(app.db, variant, request.session!.address)),
    )
    app.get(
      '/level-info',
      { preHandler: app.requireSession, schema: { response: { 200: EnvelopeSchema(GroupLevelSchema) } } },
      async (request) => ok(request, await levelInfo(app.db, variant, request.session!.address)),
    )

    app.post(
      '/initiate',
      {
        ...action,
        preHandler: app.requireSession,
        schema: { body: GroupInitiateBodySchema, response: { 200: EnvelopeSchema(GroupItemSchema) } },
      },
      async (request) => {
        const { nonce } = request.body
        const session = request.session!
        const signed = { action: actions.initiate, body: request.body }
        const group = await runSignedAction(app.db, app.verifier, session, signed, (tx) =>
          startGroup(tx, variant, session.address, nonce),
        )
        return ok(request, groupItem(group, true, request.lang))
      },
    )
    app.post(
      '/join',
      {
        ...action,
        preHandler: app.requireSession,
        schema: { body: GroupJoinBodySchema, response: { 200: EnvelopeSchema(GroupItemSchema) } },
      },
      async (request) => {
        const { ticket_id, nonce } = request.body
        const session = request.session!
        const signed = { action: actions.join, body: request.body }
        const group = await runSignedAction(app.db, app.verifier, session, signed, (tx) =>
          joinGroup(tx, variant, session.address, ticket_id, nonce),
        )
        return ok(request, groupItem(group, true, request.lang))
      },
    )
    app.post(
      `/${exchangePath}`,
      {
        ...action,
        preHandler: app.requireSession,
        schema: { body: GroupExchangeBodySchema, response: { 200: EnvelopeSchema(GroupExchangeDataSchema) } },
      },
      async (request) => {
        const { amount, nonce } = request.body
        const session = request.session!
        const signed = { action: actions.exchange, body: request.body }
        const done = await runSignedAction(app.db, app.verifier, session, signed, async (tx) => {
          const out = await exchangeCoupons(tx, variant, session.address, amount, nonce)
          return {
            amount: out.count,
            received: out.value.toString(),
            coin_key: actions.couponCoinKey,
            ticket_num: out.left,
          }
        })
        return ok(request, done)
      },
    )
    app.post(
      '/buy-coupons',
      {
        ...action,
        preHandler: app.requireSession,
        schema: { body: GroupExchangeBodySchema, response: { 200: EnvelopeSchema(GroupBuyDataSchema) } },
      },
      async (request) => {
        const { amount, nonce } = request.body
        const session = request.session!
        const reply = async (row: { count: number; amount: string }) => ({
          amount: row.count,
          cost: row.amount,
          coin_key: actions.couponCoinKey,
          ticket_num: (await summary(app.db, variant, session.address)).ticket_num,
        })
        const signed = { action: actions.buy, body: request.body }
        const row = await runSignedAction(app.db, app.verifier, session, signed, (tx) =>
          buyCoupons(tx, variant, session.address, amount, nonce),
        )
        return ok(request, await reply(row))
      },
    )
  }
}

export const ggRoutes = groupRoutes('gg', 'exchange-gdb')
export const vgRoutes = groupRoutes('vg', 'exchange-vgb')
