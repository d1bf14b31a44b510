import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { PageQuerySchema } from '@phoswap/core/api/common'
import { EnvelopeSchema } from '@phoswap/core/api/envelope'
import { WithdrawBodySchema, WithdrawListDataSchema, WithdrawOrderSchema } from '@phoswap/core/api/withdraw'
import { eq } from 'drizzle-orm'
import type { Hex } from 'viem'
import { coins } from '../db/schema'
import { AppError } from '../errors'
import { ok } from '../reply'
import { runSignedAction } from '../services/auth/signedAction'
import { createWithdrawal, listWithdrawals, orderView } from '../services/withdrawals/orders'

const nowS = () => Math.floor(Date.now() / 1000)

/** Withdrawals to a chain's vault (docs/decisions.md, "Withdrawals"); the session's own orders only. */
export const withdrawRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limits = app.config.rateLimits

  app.post(
    '/order/withdraw',
    {
      config: { rateLimit: { max: limits.action, timeWindow: limits.windowMs } },
      preHandler: app.requireSession,
      schema: { body: WithdrawBodySchema, response: { 200: EnvelopeSchema(WithdrawOrderSchema) } },
    },
    async (request) => {
      const { chain_id, coin_id, amount, nonce, signature } = request.body
      // Refused before the nonce is used: the user can sign again once the operator sets the key.
      if (!app.config.vaultSignerKey) throw new AppError('withdraw_unavailable', 'VAULT_SIGNER_KEY is not set')
      const session = request.session!
      const params = { chain_id: String(chain_id), coin_id: String(coin_id), amount }
      const signed = { action: 'withdraw' as const, nonce, signature: signature as Hex, params }
      const setup = {
        deployments: app.chain.deployments(),
        chainIds: app.config.chainIds,
        signerKey: app.config.vaultSignerKey,
        ttlS: app.config.withdrawVoucherTtlS,
        nowS: nowS(),
      }
      const order = await runSignedAction(app.db, app.verifier, session, signed, (tx) =>
        createWithdrawal(tx, setup, {
          address: session.address,
          chainId: chain_id,
          coinId: coin_id,
          amount: BigInt(amount),
        }),
      )
      const [coin] = await app.db.select({ coinEn: coins.coinEn }).from(coins).where(eq(coins.coinId, order.coinId))
      return ok(request, orderView(order, coin?.coinEn ?? String(order.coinId), request.lang, setup.nowS))
    },
  )

  app.get(
    '/order/withdraw/list',
    {
      preHandler: app.requireSession,
      schema: { querystring: PageQuerySchema, response: { 200: EnvelopeSchema(WithdrawListDataSchema) } },
    },
    async (request) => {
      const { page, page_size } = request.query
      return ok(request, await listWithdrawals(app.db, request.session!.address, page, page_size, request.lang, nowS()))
    },
  )
}
