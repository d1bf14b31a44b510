import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { PageQuerySchema } from '@phoswap/core/api/common'
import { EnvelopeSchema } from '@phoswap/core/api/envelope'
import {
  CustomListQuerySchema,
  CustomWithdrawBodySchema,
  RewardOutBodySchema,
  RewardOutDataSchema,
  WithdrawBodySchema,
  WithdrawListDataSchema,
  WithdrawOrderSchema,
} from '@phoswap/core/api/withdraw'
import { eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { coins } from '../db/schema'
import { AppError } from '../errors'
import { ok } from '../reply'
import { runSignedAction, type SignedAction } from '../services/auth/signedAction'
import { businessAccount } from '../services/ledger/businessAccount'
import { releaseEarned } from '../services/rewards/rewardOut'
import { createWithdrawal, listWithdrawals, orderView } from '../services/withdrawals/orders'

const nowS = () => Math.floor(Date.now() / 1000)

/**
 * Withdrawals to a chain's vault (docs/decisions/0048-withdrawals.md); the session's own orders only. The business
 * withdraw `/order/custom` is the same order on the session's chain, signed with its own phrase, and takes the
 * business earnings (`business:<address>`) instead of the wallet's usable balance.
 */
export const withdrawRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limits = app.config.rateLimits
  const action = { config: { rateLimit: { max: limits.action, timeWindow: limits.windowMs } } }

  /** Verifies the signed action, writes the order, its ledger entry and voucher in one transaction. */
  async function withdraw(
    request: FastifyRequest,
    signed: SignedAction<'withdraw' | 'business_withdraw'>,
    order: { chainId: number; coinId: number; amount: string; business?: boolean },
  ) {
    // Refused before the nonce is used: the user can sign again once the operator sets the key.
    if (!app.config.vaultSignerKey) throw new AppError('withdraw_unavailable', 'VAULT_SIGNER_KEY is not set')
    const session = request.session!
    const setup = {
      deployments: app.chain.deployments(),
      chainIds: app.config.chainIds,
      signerKey: app.config.vaultSignerKey,
      ttlS: app.config.withdrawVoucherTtlS,
      nowS: nowS(),
    }
    const row = await runSignedAction(app.db, app.verifier, session, signed, (tx) =>
      createWithdrawal(tx, setup, {
        address: session.address,
        chainId: order.chainId,
        coinId: order.coinId,
        amount: BigInt(order.amount),
        ...(order.business ? { from: businessAccount(session.address, order.coinId) } : {}),
      }),
    )
    const [coin] = await app.db.select({ coinEn: coins.coinEn }).from(coins).where(eq(coins.coinId, row.coinId))
    return orderView(row, coin?.coinEn ?? String(row.coinId), request.lang, setup.nowS)
  }

  app.post(
    '/order/withdraw',
    {
      ...action,
      preHandler: app.requireSession,
      schema: { body: WithdrawBodySchema, response: { 200: EnvelopeSchema(WithdrawOrderSchema) } },
    },
    async (request) => {
      const { chain_id, coin_id, amount } = request.body
      const order = { chainId: chain_id, coinId: coin_id, amount }
      return ok(request, await withdraw(request, { action: 'withdraw', body: request.body }, order))
    },
  )

  app.post(
    '/order/custom',
    {
      ...action,
      preHandler: app.requireSession,
      schema: { body: CustomWithdrawBodySchema, response: { 200: EnvelopeSchema(WithdrawOrderSchema) } },
    },
    async (request) => {
      const { coin_id, amount } = request.body
      // The business earnings (`business:<address>`), not the wallet's usable balance.
      const order = { chainId: request.session!.chainId, coinId: coin_id, amount, business: true }
      return ok(request, await withdraw(request, { action: 'business_withdraw', body: request.body }, order))
    },
  )

  app.get(
    '/order/custom/list',
    {
      preHandler: app.requireSession,
      schema: { querystring: CustomListQuerySchema, response: { 200: EnvelopeSchema(WithdrawListDataSchema) } },
    },
    async (request) => {
      const { page, page_size, status } = request.query
      const address = request.session!.address
      return ok(request, await listWithdrawals(app.db, address, page, page_size, request.lang, nowS(), status))
    },
  )

  app.post(
    '/order/reward-out',
    {
      ...action,
      preHandler: app.requireSession,
      schema: { body: RewardOutBodySchema, response: { 200: EnvelopeSchema(RewardOutDataSchema) } },
    },
    async (request) => ok(request, await releaseEarned(app.db, request.session!.address, request.body.coin_id)),
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
