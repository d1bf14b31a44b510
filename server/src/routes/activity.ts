import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  type ActivityApproval,
  ActivityApprovalsSchema,
  JoinBodySchema,
  JoinDataSchema,
} from '@phoswap/core/api/activity'
import { EnvelopeSchema } from '@phoswap/core/api/envelope'
import { getAddress } from 'viem'
import type { Db } from '../db/client'
import { activityJoins } from '../db/schema'
import { AppError } from '../errors'
import { ok } from '../reply'
import { audited } from '../services/console/audit'
import { getSetting, setSetting } from '../services/settings'

const APPROVALS_KEY = 'activity_approvals'

/**
 * The operator's activity approvals (spec 000 §4): per chain, the stablecoin whose approval is followed by a
 * second one to the activity's spender. Empty until set (the spec names neither); a stored value that no longer
 * parses reads as empty.
 */
export async function activityApprovals(db: Db): Promise<ActivityApproval[]> {
  const stored = await getSetting(db, APPROVALS_KEY)
  if (!stored) return []
  try {
    const parsed = JSON.parse(stored) as { list?: ActivityApproval[] }
    return Array.isArray(parsed.list) ? parsed.list : []
  } catch {
    return []
  }
}

export const activityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limits = app.config.rateLimits

  // The spec calls this without authorisation; it only records interest, so it is idempotent and rate limited.
  app.post(
    '/activity/join',
    {
      config: { rateLimit: { max: limits.signIn, timeWindow: limits.windowMs } },
      schema: { body: JoinBodySchema, response: { 200: EnvelopeSchema(JoinDataSchema) } },
    },
    async (request) => {
      await app.db.insert(activityJoins).values({ address: request.body.address.toLowerCase() }).onConflictDoNothing()
      return ok(request, { joined: true as const })
    },
  )

  // Public: the web app asks for the second authorisation when the approved token is its chain's entry.
  app.get(
    '/activity/approvals',
    { schema: { response: { 200: EnvelopeSchema(ActivityApprovalsSchema) } } },
    async (request) => ok(request, { list: await activityApprovals(app.db) }),
  )
}

/** `POST /admin/activity/approvals` (`npm run admin -- activity set --file approvals.json`): replaces the list. */
export const activityAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/activity/approvals',
    { schema: { response: { 200: EnvelopeSchema(ActivityApprovalsSchema) } } },
    async (request) => ok(request, { list: await activityApprovals(app.db) }),
  )
  app.post(
    '/activity/approvals',
    { schema: { body: ActivityApprovalsSchema, response: { 200: EnvelopeSchema(ActivityApprovalsSchema) } } },
    async (request) => {
      const chains = new Set(request.body.list.map((entry) => entry.chain_id))
      if (chains.size !== request.body.list.length) throw new AppError('invalid_request', 'one entry per chain')
      // Stored checksummed, so the web compares addresses as it does everywhere else.
      const list = request.body.list.map((entry) => ({
        chain_id: entry.chain_id,
        token: getAddress(entry.token.toLowerCase()),
        spender: getAddress(entry.spender.toLowerCase()),
      }))
      const read = async (tx: Db) => ({ list: await activityApprovals(tx) })
      const spec = { action: 'activity.set', target: 'activity-approvals', read }
      await audited(app, request, spec, (tx) => setSetting(tx, APPROVALS_KEY, JSON.stringify({ list })))
      return ok(request, { list })
    },
  )
}
