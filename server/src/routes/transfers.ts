import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@phoswap/core/api/envelope'
import { TransferOutBodySchema, TransferOutDataSchema } from '@phoswap/core/api/transfer'
import { quoteFromAmount } from '@phoswap/core/rewards/transferFee'
import { eq } from 'drizzle-orm'
import { getAddress, isAddress, zeroAddress } from 'viem'
import { coins } from '../db/schema'
import { AppError } from '../errors'
import { ok } from '../reply'
import { runSignedEntry } from '../services/rewards/signedEntry'
import { transferEntry, transferOut } from '../services/rewards/transferOut'

/** Transfers between users of the reward ledger (docs/decisions/0047-transfer-out.md). */
export const transferRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limits = app.config.rateLimits

  app.post(
    '/transfer/out',
    {
      config: { rateLimit: { max: limits.action, timeWindow: limits.windowMs } },
      preHandler: app.requireSession,
      schema: { body: TransferOutBodySchema, response: { 200: EnvelopeSchema(TransferOutDataSchema) } },
    },
    async (request) => {
      const body = request.body
      const session = request.session!
      const [coin] = await app.db.select().from(coins).where(eq(coins.coinId, body.coin_id))
      if (!coin) throw new AppError('coin_unknown', `no coin ${body.coin_id}`)
      // Mixed case must be a valid EIP-55 checksum; the zero address is nobody's.
      if (!isAddress(body.to_address, { strict: true }) || body.to_address.toLowerCase() === zeroAddress)
        throw new AppError('transfer_address_invalid')
      const to = getAddress(body.to_address)
      if (to.toLowerCase() === session.address) throw new AppError('transfer_to_self')
      const quote = quoteFromAmount(BigInt(body.amount), coin.feeRatePpm)
      if (!quote) throw new AppError('transfer_amount_invalid', `no received amount gives ${body.amount}`)
      if (quote.fee !== BigInt(body.fee)) throw new AppError('transfer_fee_changed', `fee is ${quote.fee}`)

      const signed = { action: 'transfer_out' as const, body }
      const input = { from: session.address, to, coinId: coin.coinId, quote, nonce: body.nonce }
      const data = await runSignedEntry(app.db, app.verifier, session, signed, transferEntry(input), (tx) =>
        transferOut(tx, input),
      )
      return ok(request, data)
    },
  )
}
