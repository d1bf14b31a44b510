import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@phoswap/core/api/envelope'
import { HealthDataSchema } from '@phoswap/core/api/health'
import { sql } from 'drizzle-orm'
import { ok } from '../reply'

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health', { schema: { response: { 200: EnvelopeSchema(HealthDataSchema) } } }, async (request) => {
    await app.db.execute(sql`select 1`)
    return ok(request, { ok: true, db: true })
  })
}
