import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@phoswap/core/api/envelope'
import {
  AdminPackAddBodySchema,
  AdminPackIdBodySchema,
  AdminPackListDataSchema,
  AdminPackListQuerySchema,
  AdminPackSchema,
  AdminPackSetBodySchema,
} from '@phoswap/core/api/packAdmin'
import { ok } from '../reply'
import { addPack, listAllPacks, retirePack, setPack } from '../services/rewards/packAdmin'

/** Operator editing of the asset-pack packages under /v1/admin (`npm run admin -- pack list|add|set|retire`). */
export const packAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/pack/list',
    { schema: { querystring: AdminPackListQuerySchema, response: { 200: EnvelopeSchema(AdminPackListDataSchema) } } },
    async (request) => ok(request, await listAllPacks(app.db, request.query.variant)),
  )
  app.post(
    '/pack/add',
    { schema: { body: AdminPackAddBodySchema, response: { 200: EnvelopeSchema(AdminPackSchema) } } },
    async (request) => ok(request, await addPack(app.db, request.body)),
  )
  app.post(
    '/pack/set',
    { schema: { body: AdminPackSetBodySchema, response: { 200: EnvelopeSchema(AdminPackSchema) } } },
    async (request) => ok(request, await setPack(app.db, request.body)),
  )
  app.post(
    '/pack/retire',
    { schema: { body: AdminPackIdBodySchema, response: { 200: EnvelopeSchema(AdminPackSchema) } } },
    async (request) => ok(request, await retirePack(app.db, request.body.id)),
  )
}
