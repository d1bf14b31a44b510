import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@phoswap/core/api/envelope'
import {
  BooksReportSchema,
  CoinFeeBodySchema,
  CoinFeeDataSchema,
  PoolFundBodySchema,
  PoolFundDataSchema,
} from '@phoswap/core/api/ledger'
import { AppError } from '../errors'
import { ok } from '../reply'
import { chainCoverage } from '../services/ledger/chainCoverage'
import { checkBooks } from '../services/ledger/checkBooks'
import { fundPool } from '../services/ledger/fundPool'
import { setCoinFees } from '../services/rewards/coinConfigs'

/** Operator tools of the ledger under /v1/admin (`npm run admin -- ledger check`, `coin fee`). */
export const ledgerAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The report is the answer either way; the CLI exits non-zero when `ok` is false.
  app.get('/ledger/check', { schema: { response: { 200: EnvelopeSchema(BooksReportSchema) } } }, async (request) => {
    const [books, chains] = await Promise.all([checkBooks(app.db), chainCoverage(app.db, app.chain)])
    const exact = chains.every((c) => c.non_canonical.length === 0 && c.coins.every((coin) => coin.exact))
    return ok(request, { ...books, ok: books.ok && exact, chains })
  })
  app.post(
    '/coin/fee',
    { schema: { body: CoinFeeBodySchema, response: { 200: EnvelopeSchema(CoinFeeDataSchema) } } },
    async (request) => {
      const { coin_id, ...fees } = request.body
      const row = await setCoinFees(app.db, coin_id, fees)
      if (!row) throw new AppError('not_found', `no coin ${coin_id}`)
      return ok(request, { coin_id: row.coinId, fee_rate_ppm: row.feeRatePpm, withdraw_fee_ppm: row.withdrawFeePpm })
    },
  )
  app.post(
    '/pool/fund',
    { schema: { body: PoolFundBodySchema, response: { 200: EnvelopeSchema(PoolFundDataSchema) } } },
    async (request) => ok(request, await fundPool(app.db, request.session!.address, request.body)),
  )
}
