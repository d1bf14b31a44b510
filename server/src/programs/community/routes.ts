import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  ChainQuerySchema,
  CommunityEntryMarkBodySchema,
  CommunityEntryMarkSchema,
  CommunityWalletSchema,
  CongressDataSchema,
  CongressFlowsQuerySchema,
  CongressFlowsSchema,
  LpDataSchema,
  PartnerDataSchema,
} from '@phoswap/core/api/community'
import { EnvelopeSchema } from '@phoswap/core/api/envelope'
import { ok } from '../../reply'
import type { App } from '../../types'
import { communityEntryMark, readCommunityWallet } from './communityWallet'
import { congressData, congressFlows, lpData } from './congress'
import { partnerData } from './partnerData'

/** The chain's deployment when the server serves it. */
function deploymentOf(app: App, chainId: number) {
  return app.config.chainIds.includes(chainId) ? app.chain.deployments()[chainId] : undefined
}

const nowSeconds = () => Math.floor(Date.now() / 1000)

/**
 * The community stake, congress and partner figures (docs/decisions/0066-community-stake.md,
 * 0067-congress-figures.md, 0068-membership-and-partner-figures.md).
 * Everything is read from indexed chain facts; the entry mark is only a hint.
 */
export const communityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limits = app.config.rateLimits

  app.get(
    '/community/wallet/info',
    {
      preHandler: app.requireSession,
      schema: { querystring: ChainQuerySchema, response: { 200: EnvelopeSchema(CommunityWalletSchema) } },
    },
    async (request) => {
      const deployment = deploymentOf(app, request.query.chain_id)
      const wallet = await readCommunityWallet(
        app.db,
        deployment,
        request.session!.address,
        app.indexer.sources,
        BigInt(nowSeconds()),
      )
      return ok(request, wallet)
    },
  )

  app.post(
    '/community/entry-mark',
    {
      config: { rateLimit: { max: limits.action, timeWindow: limits.windowMs } },
      preHandler: app.requireSession,
      schema: { body: CommunityEntryMarkBodySchema, response: { 200: EnvelopeSchema(CommunityEntryMarkSchema) } },
    },
    async (request) => {
      const { chain_id, tx_hash } = request.body
      const deployment = deploymentOf(app, chain_id)
      const client = deployment ? app.chain.client(chain_id) : null
      const mark = await communityEntryMark(
        app.db,
        deployment,
        client,
        request.session!.address,
        tx_hash,
        app.indexer.sources,
      )
      return ok(request, mark)
    },
  )

  app.get(
    '/dex/congress-data',
    { schema: { querystring: ChainQuerySchema, response: { 200: EnvelopeSchema(CongressDataSchema) } } },
    async (request) => ok(request, await congressData(app.db, deploymentOf(app, request.query.chain_id))),
  )

  app.get(
    '/dex/congress-flows',
    { schema: { querystring: CongressFlowsQuerySchema, response: { 200: EnvelopeSchema(CongressFlowsSchema) } } },
    async (request) => {
      const { chain_id, days } = request.query
      return ok(request, await congressFlows(app.db, deploymentOf(app, chain_id), days, nowSeconds()))
    },
  )

  app.get(
    '/dex/lp-data',
    { schema: { querystring: ChainQuerySchema, response: { 200: EnvelopeSchema(LpDataSchema) } } },
    async (request) => ok(request, await lpData(app.db, deploymentOf(app, request.query.chain_id))),
  )

  app.get(
    '/dex/partner-data',
    { schema: { querystring: ChainQuerySchema, response: { 200: EnvelopeSchema(PartnerDataSchema) } } },
    async (request) => {
      const chainId = request.query.chain_id
      const deployment = deploymentOf(app, chainId)
      const client = deployment ? app.chain.client(chainId) : null
      return ok(request, await partnerData(app.db, deployment, client, new Date()))
    },
  )
}
