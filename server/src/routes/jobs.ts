import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@phoswap/core/api/envelope'
import { SettleBodySchema, SettleDataSchema } from '@phoswap/core/api/jobs'
import { AppError } from '../errors'
import { parseDay } from '../jobs/period'
import { ok } from '../reply'
import { writeAudit } from '../services/console/audit'

/** `POST /v1/admin/settle`: the operator runs a job for a period (`npm run admin -- settle <job> --period <day>`). */
export const jobRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/settle',
    { schema: { body: SettleBodySchema, response: { 200: EnvelopeSchema(SettleDataSchema) } } },
    async (request) => {
      const { job, period: text } = request.body
      const period = parseDay(text)
      if (!period) throw new AppError('invalid_request', 'period is not a calendar day')
      // The operator's run is recorded (job_runs, trigger = their address) and audited in the run's transaction:
      // a settled day again answers `already_done`, pays nobody twice, and is still in the log.
      const outcome = await app.jobs.run(job, period, {
        trigger: request.session!.address,
        inTransaction: (tx, o) =>
          writeAudit(tx, request, {
            action: 'job.settle',
            target: `job:${job}:${period.key}`,
            before: null,
            after: { status: o.status, result: o.result, run_id: o.runId },
          }),
      })
      if (!outcome) throw new AppError('not_found', `no job ${job}`)
      if (outcome.status === 'busy') throw new AppError('job_running')
      return ok(request, {
        job,
        period: period.key,
        status: outcome.status,
        result: outcome.result,
        started_at: outcome.startedAt.toISOString(),
        finished_at: outcome.finishedAt.toISOString(),
      })
    },
  )
}
