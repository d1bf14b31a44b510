import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  AddressParamsSchema,
  AdminCoinsDataSchema,
  AdminConfigDataSchema,
  AdminMeDataSchema,
  AdminUserBillsDataSchema,
  AdminUserDataSchema,
  AlertIdParamsSchema,
  AlertListDataSchema,
  AlertSchema,
  AlertsQuerySchema,
  AuditListDataSchema,
  AuditQuerySchema,
  ForecastDataSchema,
  JobRunIdParamsSchema,
  JobRunListDataSchema,
  JobRunsQuerySchema,
  LedgerLatestDataSchema,
  PageOnlyQuerySchema,
  PoolsDataSchema,
  RunPostingsDataSchema,
} from '@phoswap/core/api/console'
import { EnvelopeSchema } from '@phoswap/core/api/envelope'
import { asc } from 'drizzle-orm'
import { coins } from '../db/schema'
import { AppError } from '../errors'
import { poolsOf } from '../programs/collect'
import { ok } from '../reply'
import { acknowledgeAlert, alertById, listAlerts } from '../services/console/alerts'
import { audited, listAudit } from '../services/console/audit'
import { latestBooks } from '../services/console/books'
import { forecast, poolBalances } from '../services/console/pools'
import { listRuns, runExists, runPostings } from '../services/console/runs'
import { configView } from '../services/console/settingsView'
import { lookUpUser, userBills } from '../services/console/userLookup'

/** The operator console's reads, the audit log and the alerts under /v1/admin (issue 32, docs/interfaces.md). */
export const consoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const pools = () => poolsOf(app.programs).map(({ account, program }) => ({ account, program }))

  app.get('/me', { schema: { response: { 200: EnvelopeSchema(AdminMeDataSchema) } } }, async (request) =>
    ok(request, { address: request.session!.address }),
  )

  app.get(
    '/audit',
    { schema: { querystring: AuditQuerySchema, response: { 200: EnvelopeSchema(AuditListDataSchema) } } },
    async (request) => ok(request, await listAudit(app.db, request.query)),
  )

  app.get(
    '/ledger/latest',
    { schema: { response: { 200: EnvelopeSchema(LedgerLatestDataSchema) } } },
    async (request) => ok(request, await latestBooks(app.db)),
  )

  app.get(
    '/alerts',
    { schema: { querystring: AlertsQuerySchema, response: { 200: EnvelopeSchema(AlertListDataSchema) } } },
    async (request) => ok(request, { list: await listAlerts(app.db, request.query.open === true) }),
  )
  app.post(
    '/alerts/:id/ack',
    { schema: { params: AlertIdParamsSchema, response: { 200: EnvelopeSchema(AlertSchema) } } },
    async (request) => {
      const { id } = request.params
      const spec = { action: 'alert.ack', target: `alert:${id}`, read: (tx: typeof app.db) => alertById(tx, id) }
      const alert = await audited(app, request, spec, async (tx) => {
        const done = await acknowledgeAlert(tx, id, request.session!.address)
        if (!done) throw new AppError('not_found', `no alert ${id}`)
        return done
      })
      return ok(request, alert)
    },
  )

  app.get(
    '/jobs/runs',
    { schema: { querystring: JobRunsQuerySchema, response: { 200: EnvelopeSchema(JobRunListDataSchema) } } },
    async (request) =>
      ok(
        request,
        await listRuns(
          app.db,
          app.jobs.jobs.map((j) => j.name),
          request.query,
        ),
      ),
  )
  app.get(
    '/jobs/runs/:id/postings',
    {
      schema: {
        params: JobRunIdParamsSchema,
        querystring: PageOnlyQuerySchema,
        response: { 200: EnvelopeSchema(RunPostingsDataSchema) },
      },
    },
    async (request) => {
      const { id } = request.params
      if (!(await runExists(app.db, id))) throw new AppError('not_found', `no run ${id}`)
      return ok(request, await runPostings(app.db, id, request.query.page, request.query.page_size))
    },
  )
  app.get('/jobs/forecast', { schema: { response: { 200: EnvelopeSchema(ForecastDataSchema) } } }, async (request) =>
    ok(request, await forecast(app.db, pools(), new Date())),
  )

  app.get('/pools', { schema: { response: { 200: EnvelopeSchema(PoolsDataSchema) } } }, async (request) =>
    ok(request, await poolBalances(app.db, pools())),
  )

  app.get('/coins', { schema: { response: { 200: EnvelopeSchema(AdminCoinsDataSchema) } } }, async (request) => {
    const rows = await app.db.select().from(coins).orderBy(asc(coins.sort), asc(coins.coinId))
    return ok(request, {
      list: rows.map((c) => ({
        coin_id: c.coinId,
        coin_en: c.coinEn,
        coin_key: c.coinKey,
        decimals: c.decimals,
        on_chain: c.onChain,
        fee_rate_ppm: c.feeRatePpm,
        withdraw_fee_ppm: c.withdrawFeePpm,
        sort: c.sort,
      })),
    })
  })

  app.get('/config', { schema: { response: { 200: EnvelopeSchema(AdminConfigDataSchema) } } }, async (request) =>
    ok(request, await configView(app.db, app.config.imageDomain ?? null)),
  )

  app.get(
    '/users/:address',
    { schema: { params: AddressParamsSchema, response: { 200: EnvelopeSchema(AdminUserDataSchema) } } },
    async (request) => ok(request, await lookUpUser(app.db, request.params.address)),
  )
  app.get(
    '/users/:address/bills',
    {
      schema: {
        params: AddressParamsSchema,
        querystring: PageOnlyQuerySchema,
        response: { 200: EnvelopeSchema(AdminUserBillsDataSchema) },
      },
    },
    async (request) =>
      ok(request, await userBills(app.db, request.params.address, request.query.page, request.query.page_size)),
  )
}
