import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@phoswap/core/api/envelope'
import {
  BusinessSummarySchema,
  GdtInfoSchema,
  GenesisClaimBodySchema,
  GenesisClaimDataSchema,
  GenesisInfoSchema,
  GenesisProgramQuerySchema,
  HashInfoSchema,
  MarketRewardsSchema,
  PartnerRewardsSchema,
  RewardGrantBodySchema,
  RewardGrantDataSchema,
  RewardInfoSchema,
  TradeSummarySchema,
  UserRewardsSchema,
  ValidHashBodySchema,
} from '@phoswap/core/api/gdt'
import type { Hex } from 'viem'
import { AppError } from '../errors'
import { ok } from '../reply'
import { runSignedAction } from '../services/auth/signedAction'
import { addGrant, claimGenesis, genesisInfo } from '../services/gdt/grants'
import { businessSummary, gdtInfo, gdtRewardInfo, vgtRewardInfo } from '../services/gdt/rewardInfo'
import { marketRewards, partnerRewards, tradeSummary, userRewards } from '../services/gdt/summaries'
import { parseHash, validHash } from '../services/gdt/validHash'
import type { App, Session } from '../types'

/** The hash verifier on the session's chain: its RPC client, deployment and the indexer's depth. */
function checkHash(app: App, session: Session, txHash: string) {
  const hash = parseHash(txHash)
  const { address, chainId } = session
  const client = app.config.chainIds.includes(chainId) ? app.chain.client(chainId) : null
  const deployment = app.chain.deployments()[chainId]
  if (!client || !deployment) throw new AppError('hash_chain_unavailable', `no chain ${chainId}`)
  return validHash(app.db, hash, {
    chainId,
    deployment,
    client,
    confirmations: app.config.indexer.confirmations[chainId] ?? 12,
    caller: address,
  })
}

/**
 * Mine's GDT and VGT tabs, the GdtReward page, the genesis cards and the hash verifier (docs/decisions.md, "GDT
 * reward sources"). Every figure is the caller's own.
 */
export const gdtRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limits = app.config.rateLimits
  const action = { rateLimit: { max: limits.action, timeWindow: limits.windowMs } }
  app.get(
    '/union/reward-info',
    { preHandler: app.requireSession, schema: { response: { 200: EnvelopeSchema(RewardInfoSchema) } } },
    async (request) => ok(request, await gdtRewardInfo(app.db, request.session!.address)),
  )
  app.get(
    '/union/vgt-info',
    { preHandler: app.requireSession, schema: { response: { 200: EnvelopeSchema(RewardInfoSchema) } } },
    async (request) => ok(request, await vgtRewardInfo(app.db, request.session!.address)),
  )
  app.get(
    '/gdt/info',
    { preHandler: app.requireSession, schema: { response: { 200: EnvelopeSchema(GdtInfoSchema) } } },
    async (request) => ok(request, await gdtInfo(app.db, request.session!.address)),
  )
  app.get(
    '/reward/user-rewards',
    { preHandler: app.requireSession, schema: { response: { 200: EnvelopeSchema(UserRewardsSchema) } } },
    async (request) => ok(request, await userRewards(app.db, request.session!.address)),
  )
  app.get(
    '/reward/markert-rewards',
    { preHandler: app.requireSession, schema: { response: { 200: EnvelopeSchema(MarketRewardsSchema) } } },
    async (request) => ok(request, await marketRewards(app.db)),
  )
  app.get(
    '/reward/partner-rewards',
    { preHandler: app.requireSession, schema: { response: { 200: EnvelopeSchema(PartnerRewardsSchema) } } },
    async (request) => ok(request, await partnerRewards(app.db, request.session!.address)),
  )
  app.get(
    '/dex/llt/summary',
    { preHandler: app.requireSession, schema: { response: { 200: EnvelopeSchema(TradeSummarySchema) } } },
    async (request) => ok(request, await tradeSummary(app.db, request.session!.address)),
  )
  app.get(
    '/business/summary',
    { preHandler: app.requireSession, schema: { response: { 200: EnvelopeSchema(BusinessSummarySchema) } } },
    async (request) => ok(request, await businessSummary(app.db, request.session!.address)),
  )
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
      const { program, nonce, signature } = request.body
      const session = request.session!
      const signed = {
        action: 'genesis_claim' as const,
        nonce,
        signature: signature as Hex,
        params: { program },
        body: request.body,
      }
      const today = new Date().toISOString().slice(0, 10)
      const data = await runSignedAction(app.db, app.verifier, session, signed, (tx) =>
        claimGenesis(tx, session.address, program, today),
      )
      return ok(request, data)
    },
  )
  const hashOptions = {
    config: action,
    preHandler: app.requireSession,
    schema: { body: ValidHashBodySchema, response: { 200: EnvelopeSchema(HashInfoSchema) } },
  }
  app.post('/dex/valid-hash', hashOptions, async (request) =>
    ok(request, await checkHash(app, request.session!, request.body.tx_hash)),
  )
  // The spec's second verifier path checks the same swaps of our router.
  app.post('/dex/llt/valid-hash', hashOptions, async (request) =>
    ok(request, await checkHash(app, request.session!, request.body.tx_hash)),
  )
}

/** `POST /v1/admin/reward-grant` (operator): white-list and genesis-card grants (`npm run admin -- grant add`). */
export const gdtAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/reward-grant',
    { schema: { body: RewardGrantBodySchema, response: { 200: EnvelopeSchema(RewardGrantDataSchema) } } },
    async (request) => ok(request, await addGrant(app.db, request.body)),
  )
}
