import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@phoswap/core/api/envelope'
import {
  VoteConfigQuerySchema,
  VoteConfigSchema,
  VoteWalletSchema,
  VoteWithdrawBodySchema,
  VoteWithdrawEnsureBodySchema,
  VoteWithdrawRecordSchema,
} from '@phoswap/core/api/vote'
import { ok } from '../../reply'
import { runSignedAction } from '../../services/auth/signedAction'
import type { App } from '../../types'
import {
  createVoteWithdrawal,
  ensureVoteWithdrawal,
  readVoteConfig,
  readVoteWallet,
  readVoteWalletAt,
  voteTarget,
} from './goodVote'

/** The chain's vote (400 vote_unavailable when there is none or the chain is not served). */
function targetOf(app: App, chainId: number) {
  const served = app.config.chainIds.includes(chainId)
  return voteTarget(served ? app.chain.deployments()[chainId] : undefined, served ? app.chain.client(chainId) : null)
}

/**
 * The Good vote (docs/decisions/0050-good-vote.md). The contract holds the deposits and pays the
 * reward; the server reads it and keeps a record of each reward withdrawal, counted from the chain once.
 */
export const voteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limits = app.config.rateLimits

  app.get(
    '/vote/config',
    { schema: { querystring: VoteConfigQuerySchema, response: { 200: EnvelopeSchema(VoteConfigSchema) } } },
    async (request) => ok(request, await readVoteConfig(targetOf(app, request.query.chain_id))),
  )

  app.get(
    '/vote/wallet/info',
    {
      preHandler: app.requireSession,
      schema: { querystring: VoteConfigQuerySchema, response: { 200: EnvelopeSchema(VoteWalletSchema) } },
    },
    async (request) =>
      ok(request, await readVoteWallet(targetOf(app, request.query.chain_id), request.session!.address)),
  )

  app.post(
    '/vote/withdraw',
    {
      config: { rateLimit: { max: limits.action, timeWindow: limits.windowMs } },
      preHandler: app.requireSession,
      schema: { body: VoteWithdrawBodySchema, response: { 200: EnvelopeSchema(VoteWithdrawRecordSchema) } },
    },
    async (request) => {
      const { signature } = request.body
      const chainId = Number(request.body.chain_id)
      const session = request.session!
      const target = targetOf(app, chainId)
      const { wallet, head } = await readVoteWalletAt(target, session.address)
      const signed = { action: 'vote_withdraw' as const, body: request.body }
      const record = await runSignedAction(app.db, app.verifier, session, signed, (tx) =>
        createVoteWithdrawal(tx, { address: session.address, target, earned: BigInt(wallet.usable), signature, head }),
      )
      return ok(request, record)
    },
  )

  app.post(
    '/vote/withdraw-ensure',
    {
      config: { rateLimit: { max: limits.action, timeWindow: limits.windowMs } },
      preHandler: app.requireSession,
      schema: { body: VoteWithdrawEnsureBodySchema, response: { 200: EnvelopeSchema(VoteWithdrawRecordSchema) } },
    },
    async (request) => {
      const { withdraw_id, tx_hash, success, signature } = request.body
      const input = { id: withdraw_id, address: request.session!.address, txHash: tx_hash, success, signature }
      return ok(request, await ensureVoteWithdrawal(app.db, (id) => app.chain.client(id), input))
    },
  )
}
