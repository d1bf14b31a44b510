import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@phoswap/core/api/envelope'
import {
  BooksReportSchema,
  CoinFeeBodySchema,
  CoinFeeDataSchema,
  PoolFundBodySchema,
  PoolFundDataSchema,
} from '@phoswap/core/api/ledger'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { coins } from '../db/schema'
import { AppError } from '../errors'
import { poolsOf } from '../programs/collect'
import { ok } from '../reply'
import { audited, auditedSigned } from '../services/console/audit'
import { checkAndStoreBooks } from '../services/console/books'
import { SYSTEM } from '../services/ledger/accounts'
import { balancesOf } from '../services/ledger/balances'
import { fundPool } from '../services/ledger/fundPool'
import { setCoinFees } from '../services/rewards/coinConfigs'

/** Operator tools of the ledger under /v1/admin (`npm run admin -- ledger check`, `coin fee`). */
export const ledgerAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The report is the answer either way; the CLI exits non-zero when `ok` is false.
  app.get('/ledger/check', { schema: { response: { 200: EnvelopeSchema(BooksReportSchema) } } }, async (request) => {
    // Stored (GET /admin/ledger/latest), and a difference raises `books_differ`.
    const pools = poolsOf(app.programs).map(({ account, program }) => ({ account, program }))
    return ok(request, await checkAndStoreBooks(app.db, app.chain, pools, 'on_demand'))
  })
  app.post(
    '/coin/fee',
    { schema: { body: CoinFeeBodySchema, response: { 200: EnvelopeSchema(CoinFeeDataSchema) } } },
    // A signed operator action (`op_coin_fee`): the fees every user pays from the next call on.
    async (request) => {
      const { coin_id, fee_rate_ppm, withdraw_fee_ppm } = request.body
      const read = async (tx: Db) => {
        const [row] = await tx
          .select({ fee_rate_ppm: coins.feeRatePpm, withdraw_fee_ppm: coins.withdrawFeePpm })
          .from(coins)
          .where(eq(coins.coinId, coin_id))
        return row ?? null
      }
      const data = await auditedSigned(
        app,
        request,
        'op_coin_fee',
        { action: 'coin.fee', target: `coin:${coin_id}`, read },
        async (tx) => {
          const row = await setCoinFees(tx, coin_id, { fee_rate_ppm, withdraw_fee_ppm })
          if (!row) throw new AppError('not_found', `no coin ${coin_id}`)
          return { coin_id: row.coinId, fee_rate_ppm: row.feeRatePpm, withdraw_fee_ppm: row.withdrawFeePpm }
        },
      )
      return ok(request, data)
    },
  )
  app.post(
    '/pool/fund',
    { schema: { body: PoolFundBodySchema, response: { 200: EnvelopeSchema(PoolFundDataSchema) } } },
    async (request) => {
      const { pool, coin_id } = request.body
      const read = async (tx: Db) => ({
        balance: ((await balancesOf(tx, SYSTEM.pool(pool), [coin_id])).get(coin_id)?.usable ?? 0n).toString(),
      })
      const spec = {
        action: 'pool.fund',
        target: `pool:${pool}:${coin_id}`,
        read,
        after: (d: { created: boolean; balance: string }) => ({
          balance: d.balance,
          created: d.created,
          key: request.body.key,
          amount: request.body.amount,
        }),
      }
      return ok(
        request,
        await audited(app, request, spec, (tx) => fundPool(tx, request.session!.address, request.body)),
      )
    },
  )
}
