import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@phoswap/core/api/envelope'
import { LpReportBodySchema, LpReportSchema, StarCardLpSchema } from '@phoswap/core/api/mining'
import type { Hex } from 'viem'
import { AppError } from '../errors'
import { ok } from '../reply'
import { reportLp, updateStarCardLp } from '../services/mining/lpReports'
import { reportPoolOf } from '../services/mining/phoUsdtPool'
import { markTvlRefresh } from '../services/team/markRefresh'
import type { App } from '../types'

/** The chain's RPC client and its PHO-USDT report pool, or 400 when the chain has no farm or no RPC. */
function reportTarget(app: App, chainId: number) {
  const client = app.config.chainIds.includes(chainId) ? app.chain.client(chainId) : null
  if (!client) throw new AppError('mining_unavailable')
  const pool = reportPoolOf(app.chain.deployments()[chainId])
  if (!pool) throw new AppError('mining_unavailable')
  return { client, pool }
}

/**
 * After a deposit into the PHO-USDT pool the web app calls both routes (spec 000 §4, §7). Each accepts the
 * transaction only once it is found on chain as that user's deposit into that pool.
 */
export const miningRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limits = app.config.rateLimits
  const options = (data: typeof LpReportSchema | typeof StarCardLpSchema) => ({
    config: { rateLimit: { max: limits.action, timeWindow: limits.windowMs } },
    preHandler: app.requireSession,
    schema: { body: LpReportBodySchema, response: { 200: EnvelopeSchema(data) } },
  })

  app.post('/dex/report-lp', options(LpReportSchema), async (request) => {
    const { tx_hash, chain_id } = request.body
    const { client, pool } = reportTarget(app, chain_id)
    const input = { chainId: chain_id, txHash: tx_hash as Hex, user: request.session!.address }
    const report = await reportLp(app.db, client, pool, input)
    await markTvlRefresh(app.db, input.user)
    return ok(request, report)
  })

  app.post('/starcard/update-lp', options(StarCardLpSchema), async (request) => {
    const { tx_hash, chain_id } = request.body
    const { client, pool } = reportTarget(app, chain_id)
    const input = { chainId: chain_id, txHash: tx_hash as Hex, user: request.session!.address }
    const figure = await updateStarCardLp(app.db, client, pool, input)
    await markTvlRefresh(app.db, input.user)
    return ok(request, figure)
  })
}
