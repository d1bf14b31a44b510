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
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { pledgeConfigs } from '../../db/schema'
import { ok } from '../../reply'
import { audited, auditedSigned } from '../../services/console/audit'
import { addPack, listAllPacks, retirePack, setPack } from './packAdmin'

async function packRow(db: Db, id: number) {
  const [row] = await db.select().from(pledgeConfigs).where(eq(pledgeConfigs.id, id))
  return row ?? null
}

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
    // A new package's rates: a signed operator action (`op_pack_add`).
    async (request) =>
      ok(
        request,
        await auditedSigned(app, request, 'op_pack_add', { action: 'pack.add', target: (p) => `pack:${p.id}` }, (tx) =>
          addPack(tx, request.body),
        ),
      ),
  )
  app.post(
    '/pack/set',
    { schema: { body: AdminPackSetBodySchema, response: { 200: EnvelopeSchema(AdminPackSchema) } } },
    // New rates: a signed operator action (`op_pack_set`).
    async (request) => {
      const { id } = request.body
      const spec = { action: 'pack.set', target: `pack:${id}`, read: (tx: Db) => packRow(tx, id) }
      return ok(request, await auditedSigned(app, request, 'op_pack_set', spec, (tx) => setPack(tx, request.body)))
    },
  )
  app.post(
    '/pack/retire',
    { schema: { body: AdminPackIdBodySchema, response: { 200: EnvelopeSchema(AdminPackSchema) } } },
    async (request) => {
      const { id } = request.body
      const spec = { action: 'pack.retire', target: `pack:${id}`, read: (tx: Db) => packRow(tx, id) }
      return ok(request, await audited(app, request, spec, (tx) => retirePack(tx, id)))
    },
  )
}
