import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { TeamRebuildDataSchema } from '@phoswap/core/api/admin'
import { EnvelopeSchema } from '@phoswap/core/api/envelope'
import { ok } from '../reply'
import { audited } from '../services/console/audit'
import { rebuildTeam } from '../services/team/rebuildTeam'
import { validTvlThreshold } from '../services/team/teamSettings'

/** Operator tools of the team program under /v1/admin (`npm run admin -- team rebuild`). */
export const teamAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/team/rebuild', { schema: { response: { 200: EnvelopeSchema(TeamRebuildDataSchema) } } }, async (request) =>
    ok(
      request,
      await audited(app, request, { action: 'team.rebuild', target: 'team' }, async (tx) =>
        rebuildTeam(tx, await validTvlThreshold(tx)),
      ),
    ),
  )
}
