import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  AirdropClaimBodySchema,
  AirdropClaimCountSchema,
  AirdropClaimSchema,
  AirdropInfoSchema,
  AirdropListSchema,
  AirdropPoolSchema,
  AirdropRewardSetBodySchema,
  airdropClaimParams,
} from '@phoswap/core/api/airdrop'
import { PageQuerySchema } from '@phoswap/core/api/common'
import { EnvelopeSchema } from '@phoswap/core/api/envelope'
import { erc20Abi, getAddress, type Hex } from 'viem'
import { ok } from '../reply'
import {
  airdropInfo,
  claimAirdrop,
  claimCount,
  currentReward,
  listClaims,
  poolBalance,
  setAirdropReward,
} from '../services/airdrop/airdrop'
import { runSignedAction } from '../services/auth/signedAction'
import type { App, Session } from '../types'

/** The user's GDT on the session's chain; 0 where the chain has no GDT token or no RPC. */
async function chainGdtOf(app: App, session: Session): Promise<bigint> {
  const client = app.config.chainIds.includes(session.chainId) ? app.chain.client(session.chainId) : null
  const gdt = app.chain.deployments()[session.chainId]?.tokens.find((t) => t.symbol === 'GDT')
  if (!client || !gdt) return 0n
  return client.readContract({
    address: gdt.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [getAddress(session.address)],
  })
}

/** The daily airdrop (spec 001; docs/decisions.md, "The airdrop"): the signed-in user's offer, claims and count. */
export const airdropRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limits = app.config.rateLimits

  app.get(
    '/airdrop/reward/info',
    { preHandler: app.requireSession, schema: { response: { 200: EnvelopeSchema(AirdropInfoSchema) } } },
    async (request) => ok(request, await airdropInfo(app.db, request.session!.address, new Date())),
  )

  app.get(
    '/airdrop/reward/claim-count',
    { preHandler: app.requireSession, schema: { response: { 200: EnvelopeSchema(AirdropClaimCountSchema) } } },
    async (request) => ok(request, { count: await claimCount(app.db, request.session!.address) }),
  )

  app.get(
    '/airdrop/reward/list',
    {
      preHandler: app.requireSession,
      schema: { querystring: PageQuerySchema, response: { 200: EnvelopeSchema(AirdropListSchema) } },
    },
    async (request) => {
      const { page, page_size } = request.query
      return ok(request, await listClaims(app.db, request.session!.address, page, page_size))
    },
  )

  app.post(
    '/airdrop/reward/claim',
    {
      config: { rateLimit: { max: limits.action, timeWindow: limits.windowMs } },
      preHandler: app.requireSession,
      schema: { body: AirdropClaimBodySchema, response: { 200: EnvelopeSchema(AirdropClaimSchema) } },
    },
    async (request) => {
      const session = request.session!
      const rewardId = Number(request.body.reward_id)
      const chainGdt = await chainGdtOf(app, session)
      const signed = {
        action: 'airdrop_claim' as const,
        nonce: request.body.nonce,
        signature: request.body.signature as Hex,
        params: airdropClaimParams(rewardId),
        body: request.body,
      }
      const claim = await runSignedAction(app.db, app.verifier, session, signed, (tx) =>
        claimAirdrop(tx, { address: session.address, rewardId, chainGdt, now: new Date() }),
      )
      return ok(request, claim)
    },
  )
}

/** Operator settings of the airdrop under /v1/admin (`npm run admin -- airdrop set|off|show`; the pool is funded with `pool fund --pool airdrop`). */
export const airdropAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const view = async () => {
    const reward = await currentReward(app.db)
    return {
      reward_id: reward?.id ?? 0,
      coin_id: reward?.coinId ?? null,
      amount: reward?.amount ?? '0',
      hold_examine: reward?.holdExamine ?? '0',
      pool: reward?.coinId ? (await poolBalance(app.db, reward.coinId)).toString() : '0',
    }
  }
  app.get('/airdrop/reward', { schema: { response: { 200: EnvelopeSchema(AirdropPoolSchema) } } }, async (request) =>
    ok(request, await view()),
  )
  app.post(
    '/airdrop/reward',
    { schema: { body: AirdropRewardSetBodySchema, response: { 200: EnvelopeSchema(AirdropPoolSchema) } } },
    async (request) => {
      const { coin_id, amount, hold_examine } = request.body
      await setAirdropReward(app.db, { coinId: coin_id, amount, holdExamine: hold_examine })
      return ok(request, await view())
    },
  )
}
