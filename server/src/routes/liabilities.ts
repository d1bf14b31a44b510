import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@phoswap/core/api/envelope'
import {
  LiabilitiesProofSchema,
  LiabilitiesPublishBodySchema,
  LiabilitiesPublishDataSchema,
  LiabilitiesQuerySchema,
  LiabilitiesRootSchema,
} from '@phoswap/core/api/liabilities'
import { AppError } from '../errors'
import { ok } from '../reply'
import { writeAudit } from '../services/console/audit'
import { latestPublished, proofOf, publicView } from '../services/liabilities/proofs'
import { vaultChains } from '../services/liabilities/publish'

/**
 * Proof of liabilities (docs/proof-of-liabilities.md): the newest published root of a chain and coin (public), the
 * signed-in account's leaf and path, and the operator's `liabilities publish`.
 */
export const liabilitiesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const latest = async (chainId: number, coinId: number) => {
    const row = await latestPublished(app.db, chainId, coinId)
    if (!row) throw new AppError('liabilities_none', `no published snapshot of coin ${coinId} on chain ${chainId}`)
    return row
  }

  app.get(
    '/proof/liabilities',
    { schema: { querystring: LiabilitiesQuerySchema, response: { 200: EnvelopeSchema(LiabilitiesRootSchema) } } },
    async (request) => ok(request, publicView(await latest(request.query.chain_id, request.query.coin_id))),
  )

  app.get(
    '/proof/liabilities/mine',
    {
      preHandler: app.requireSession,
      schema: { querystring: LiabilitiesQuerySchema, response: { 200: EnvelopeSchema(LiabilitiesProofSchema) } },
    },
    async (request) => {
      const row = await latest(request.query.chain_id, request.query.coin_id)
      const proof = await proofOf(app.db, row, request.session!.address)
      if (!proof) throw new AppError('liabilities_not_included', `not in snapshot ${row.id}`)
      return ok(request, proof)
    },
  )
}

/** Under /v1/admin: `npm run admin -- liabilities publish [--chain ID]`. */
export const liabilitiesAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/liabilities/publish',
    {
      schema: {
        body: LiabilitiesPublishBodySchema,
        response: { 200: EnvelopeSchema(LiabilitiesPublishDataSchema) },
      },
    },
    async (request) => {
      if (!app.liabilities.configured)
        throw new AppError('liabilities_publisher_unset', 'LIABILITIES_PUBLISHER_KEY is not set')
      const chains = vaultChains(app.chain)
      const wanted = request.body?.chain_id
      if (wanted !== undefined && !chains.includes(wanted))
        throw new AppError('not_found', `chain ${wanted} has no withdraw vault with an RPC`)
      // One publisher at a time (the daily run takes the same lock): nonces of one key, snapshot ids in order.
      // The daily run may be publishing right now (a few seconds): wait for it rather than refuse at once.
      let run = await app.liabilities.publishNow(wanted ? [wanted] : chains)
      for (let i = 0; !run && i < 30; i++) {
        await new Promise((resolve) => setTimeout(resolve, 500))
        run = await app.liabilities.publishNow(wanted ? [wanted] : chains)
      }
      if (!run) throw new AppError('job_running', 'liabilities are being published right now')
      // The publishing sends chain transactions, so it cannot share a database transaction with its audit row:
      // the row records what was published once it is on chain.
      await writeAudit(app.db, request, {
        action: 'liabilities.publish',
        target: wanted === undefined ? 'all chains' : `chain ${wanted}`,
        before: null,
        after: JSON.parse(JSON.stringify(run, (_k, v) => (typeof v === 'bigint' ? v.toString() : v))),
      })
      return ok(request, run)
    },
  )
}
