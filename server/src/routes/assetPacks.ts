import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  HeldPackSchema,
  HeldPacksDataSchema,
  IsBuySchema,
  PackWalletSchema,
  PledgeConfigsDataSchema,
  PledgeDoBodySchema,
  pledgeParams,
} from '@phoswap/core/api/assetPack'
import { PageField, pageSizeField } from '@phoswap/core/api/common'
import { EnvelopeSchema } from '@phoswap/core/api/envelope'
import { Type } from '@sinclair/typebox'
import type { Hex } from 'viem'
import { ok } from '../reply'
import { runSignedAction } from '../services/auth/signedAction'
import {
  buyPack,
  holdList,
  holdView,
  isBuy,
  listConfigs,
  PACK_VARIANTS,
  type PackVariant,
  packWallet,
} from '../services/rewards/assetPacks'

/** The spec's hold list pages by 10. */
const HoldListQuerySchema = Type.Object(
  { page: PageField, page_size: pageSizeField(10) },
  { additionalProperties: false },
)

/**
 * One variant's routes (docs/decisions.md, "Asset packs"): `/pledge/*` for GDT packs paid in GDB, `/vgb-pledge/*`
 * for VGT packs paid in VGB (wallet routes `gdb-wallet` and `vgb-wallet`). The caller's own packs and balances only.
 */
function packRoutes(variant: PackVariant, walletPath: string): FastifyPluginAsyncTypebox {
  return async (app) => {
    const limits = app.config.rateLimits
    app.get('/configs', { schema: { response: { 200: EnvelopeSchema(PledgeConfigsDataSchema) } } }, async (request) => {
      const list = await listConfigs(app.db, variant)
      return ok(request, { list, total_count: list.length })
    })
    app.get(
      '/hold-list',
      {
        preHandler: app.requireSession,
        schema: { querystring: HoldListQuerySchema, response: { 200: EnvelopeSchema(HeldPacksDataSchema) } },
      },
      async (request) => {
        const { page, page_size } = request.query
        return ok(request, await holdList(app.db, variant, request.session!.address, page, page_size))
      },
    )
    app.get(
      `/${walletPath}`,
      { preHandler: app.requireSession, schema: { response: { 200: EnvelopeSchema(PackWalletSchema) } } },
      async (request) => ok(request, await packWallet(app.db, variant, request.session!.address)),
    )
    app.get(
      '/is-buy',
      { preHandler: app.requireSession, schema: { response: { 200: EnvelopeSchema(IsBuySchema) } } },
      async (request) => ok(request, { is_buy: await isBuy(app.db, variant, request.session!.address) }),
    )
    app.post(
      '/do',
      {
        config: { rateLimit: { max: limits.action, timeWindow: limits.windowMs } },
        preHandler: app.requireSession,
        schema: { body: PledgeDoBodySchema, response: { 200: EnvelopeSchema(HeldPackSchema) } },
      },
      async (request) => {
        const { config_id, nonce, signature } = request.body
        const session = request.session!
        const signed = {
          action: PACK_VARIANTS[variant].action,
          nonce,
          signature: signature as Hex,
          params: pledgeParams(config_id),
        }
        const hold = await runSignedAction(app.db, app.verifier, session, signed, (tx) =>
          buyPack(tx, variant, session.address, config_id),
        )
        return ok(request, holdView(hold))
      },
    )
  }
}

export const pledgeRoutes = packRoutes('gdt', 'gdb-wallet')
export const vgbPledgeRoutes = packRoutes('vgt', 'vgb-wallet')
