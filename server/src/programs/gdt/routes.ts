import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@phoswap/core/api/envelope'
import {
  BusinessSummarySchema,
  GdtInfoSchema,
  HashInfoSchema,
  RewardGrantBodySchema,
  RewardGrantDataSchema,
  RewardInfoSchema,
  ValidHashBodySchema,
} from '@phoswap/core/api/gdt'
import { AppError } from '../../errors'
import { ok } from '../../reply'
import { audited } from '../../services/console/audit'
import type { App, Session } from '../../types'
import { addGrant } from '../genesis/grants'
import { businessSummary, gdtInfo, gdtRewardInfo, vgtRewardInfo } from './rewardInfo'
import { parseHash, validHash } from './validHash'

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
 * Mine's GDT and VGT tabs, the GdtReward page and the hash verifier (docs/decisions/0076-gdt-reward-sources.md,
 * 0078-hash-verifier.md). Every figure is the caller's own. The genesis cards' routes are the genesis program's.
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
    '/business/summary',
    { preHandler: app.requireSession, schema: { response: { 200: EnvelopeSchema(BusinessSummarySchema) } } },
    async (request) => ok(request, await businessSummary(app.db, request.session!.address)),
  )
  const hashOptions = {
    config: action,
    preHandler: app.requireSession,
    schema: { body: ValidHashBodySchema, response: { 200: EnvelopeSchema(HashInfoSchema) } },
  }
  app.post('/dex/valid-hash', hashOptions, async (request) =>
    ok(request, await checkHash(app, request.session!, request.body.tx_hash)),
  )
}

/** `POST /v1/admin/reward-grant` (operator): white-list and genesis-card grants (`npm run admin -- grant add`). */
export const gdtAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/reward-grant',
    { schema: { body: RewardGrantBodySchema, response: { 200: EnvelopeSchema(RewardGrantDataSchema) } } },
    async (request) => {
      const { program, address } = request.body
      const spec = { action: 'grant.add', target: `grant:${program}:${address.toLowerCase()}` }
      return ok(request, await audited(app, request, spec, (tx) => addGrant(tx, request.body)))
    },
  )
}
