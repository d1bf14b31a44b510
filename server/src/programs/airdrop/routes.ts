import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  AirdropClaimBodySchema,
  AirdropClaimCountSchema,
  AirdropClaimSchema,
  AirdropInfoSchema,
  AirdropListSchema,
  AirdropPoolSchema,
  AirdropRewardSetBodySchema,
  type AirdropSnapshot,
} from '@phoswap/core/api/airdrop'
import { PageQuerySchema } from '@phoswap/core/api/common'
import { EnvelopeSchema } from '@phoswap/core/api/envelope'
import { getAddress } from 'viem'
import type { Db } from '../../db/client'
import { AppError } from '../../errors'
import { ok } from '../../reply'
import { chainUnavailableIn } from '../../services/chain/chainUnavailable'
import { audited } from '../../services/console/audit'
import { runSignedStatement } from '../../services/rewards/signedEntry'
import type { App, Session } from '../../types'
import {
  airdropInfo,
  claimAirdrop,
  claimCount,
  claimStatement,
  currentReward,
  GDT_COIN_ID,
  listClaims,
  poolBalance,
  setAirdropReward,
  utcDay,
} from './airdrop'
import { dayStartOf, holdingSnapshot, type SnapshotChain } from './snapshot'

/** The chain side of the holding snapshot: the session's chain, its client, its GDT token and its depth. */
function snapshotChain(app: App, session: Session): SnapshotChain {
  const client = app.config.chainIds.includes(session.chainId) ? app.chain.client(session.chainId) : null
  const gdt = app.chain.deployments()[session.chainId]?.tokens.find((t) => t.symbol === 'GDT')
  return {
    chainId: session.chainId,
    client,
    token: gdt ? getAddress(gdt.address) : null,
    confirmations: app.config.indexer.confirmations[session.chainId] ?? 12,
  }
}

/** The snapshot as the API shows it; a chain that does not answer shows `unavailable` (the claim answers 503). */
async function snapshotView(app: App, session: Session, day: string): Promise<AirdropSnapshot> {
  const dayStart = dayStartOf(day).toISOString()
  const empty = { held: '0', chain_held: '0', wallet_held: '0', block_number: null, day_start: dayStart }
  try {
    const snap = await holdingSnapshot(app.db, snapshotChain(app, session), session.address, GDT_COIN_ID, day)
    if (snap.status === 'pending') return { status: 'pending', ...empty }
    return {
      status: 'ready',
      held: snap.held.toString(),
      chain_held: snap.chain.toString(),
      wallet_held: snap.wallet.toString(),
      block_number: snap.blockNumber === null ? null : snap.blockNumber.toString(),
      day_start: dayStart,
    }
  } catch (error) {
    if (!chainUnavailableIn(error)) throw error
    return { status: 'unavailable', ...empty }
  }
}

export interface AirdropRouteOptions {
  /** The clock that says which UTC day it is (tests place it around a midnight); the system clock by default. */
  now?: () => Date
}

/**
 * The daily airdrop (docs/decisions/0052-airdrop.md, 0099-airdrop-snapshot.md): the signed-in
 * user's offer, holding snapshot, claims and count.
 */
export const airdropRoutes: FastifyPluginAsyncTypebox<AirdropRouteOptions> = async (app, options) => {
  const limits = app.config.rateLimits
  const now = options.now ?? (() => new Date())

  app.get(
    '/airdrop/reward/info',
    { preHandler: app.requireSession, schema: { response: { 200: EnvelopeSchema(AirdropInfoSchema) } } },
    async (request) => {
      const session = request.session!
      const at = now()
      const snapshot = await snapshotView(app, session, utcDay(at))
      return ok(request, await airdropInfo(app.db, session.address, at, snapshot))
    },
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
      const at = now()
      // Judged by the holding at the day's open, read before the signed action: a pending snapshot (the day's
      // opening block not yet at depth) refuses the claim with the nonce unused, so the user can sign again later.
      let held = 0n
      if (rewardId !== 0) {
        const snap = await holdingSnapshot(
          app.db,
          snapshotChain(app, session),
          session.address,
          GDT_COIN_ID,
          utcDay(at),
        )
        if (snap.status === 'pending') throw new AppError('airdrop_snapshot_pending')
        held = snap.held
      }
      const signed = { action: 'airdrop_claim' as const, body: request.body }
      const input = { address: session.address, rewardId, held, now: at }
      const claim = await runSignedStatement(
        app.db,
        app.verifier,
        session,
        signed,
        claimStatement(app.db, input),
        (tx) => claimAirdrop(tx, input),
      )
      return ok(request, claim)
    },
  )
}

/** Operator settings of the airdrop under /v1/admin (`npm run admin -- airdrop set|off|show`; the pool is funded with `pool fund --pool airdrop`). */
export const airdropAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const view = async (db: Db = app.db) => {
    const reward = await currentReward(db)
    return {
      reward_id: reward?.id ?? 0,
      coin_id: reward?.coinId ?? null,
      amount: reward?.amount ?? '0',
      hold_examine: reward?.holdExamine ?? '0',
      pool: reward?.coinId ? (await poolBalance(db, reward.coinId)).toString() : '0',
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
      const spec = { action: 'airdrop.set', target: 'airdrop-offer', read: (tx: Db) => view(tx) }
      const data = await audited(app, request, spec, async (tx) => {
        await setAirdropReward(tx, { coinId: coin_id, amount, holdExamine: hold_examine })
        return view(tx)
      })
      return ok(request, data)
    },
  )
}
