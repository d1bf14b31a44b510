import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  HeldPackSchema,
  HeldPacksDataSchema,
  IsBuySchema,
  PackWalletSchema,
  PledgeConfigsDataSchema,
  PledgeDoBodySchema,
} from '@phoswap/core/api/assetPack'
import { PageField, pageSizeField } from '@phoswap/core/api/common'
import { EnvelopeSchema } from '@phoswap/core/api/envelope'
import { EntryMarkBodySchema, EntryMarkDataSchema } from '@phoswap/core/api/reward'
import { ppmText } from '@phoswap/core/rewards/assetPack'
import { Type } from '@sinclair/typebox'
import { ok } from '../../reply'
import { runSignedAction } from '../../services/auth/signedAction'
import { entryMark } from '../../services/rewards/entryMark'
import {
  buyPack,
  holdList,
  holdView,
  isBuy,
  listConfigs,
  PACK_VARIANTS,
  type PackVariant,
  packExchangeRate,
  packWallet,
} from './assetPacks'
import { PACK_EXCHANGE_KIND, packExchangeKey } from './packExchanges'

const PACK_CREDIT = { keyOf: packExchangeKey, kind: PACK_EXCHANGE_KIND }

/** The spec's hold list pages by 10. */
const HoldListQuerySchema = Type.Object(
  { page: PageField, page_size: pageSizeField(10) },
  { additionalProperties: false },
)

/**
 * One variant's routes (docs/decisions/0058-asset-packs.md): `/pledge/*` for GDT packs paid in GDB, `/vgb-pledge/*`
 * for VGT packs paid in VGB (wallet routes `gdb-wallet` and `vgb-wallet`). The caller's own packs and balances only.
 */
function packRoutes(variant: PackVariant, walletPath: string): FastifyPluginAsyncTypebox {
  return async (app) => {
    const limits = app.config.rateLimits
    app.get('/configs', { schema: { response: { 200: EnvelopeSchema(PledgeConfigsDataSchema) } } }, async (request) => {
      const list = await listConfigs(app.db, variant)
      const rate = await packExchangeRate(app.db)
      return ok(request, { list, total_count: list.length, exchange_rate: ppmText(rate), exchange_rate_ppm: rate })
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
        const { config_id } = request.body
        const session = request.session!
        const signed = { action: PACK_VARIANTS[variant].action, body: request.body }
        const hold = await runSignedAction(app.db, app.verifier, session, signed, (tx) =>
          buyPack(tx, variant, session.address, config_id),
        )
        return ok(request, holdView(hold))
      },
    )
    // A hint only (like /reward/entry-mark): what the indexer credited the caller for an exchange transaction.
    app.post(
      '/entry-mark',
      {
        config: { rateLimit: { max: limits.action, timeWindow: limits.windowMs } },
        preHandler: app.requireSession,
        schema: { body: EntryMarkBodySchema, response: { 200: EnvelopeSchema(EntryMarkDataSchema) } },
      },
      async (request) => {
        const { chain_id, tx_hash } = request.body
        const deployment = app.config.chainIds.includes(chain_id) ? app.chain.deployments()[chain_id] : undefined
        const sources = app.indexer.sources.filter((s) => s.name === 'pack-exchanges')
        const address = request.session!.address
        return ok(request, await entryMark(app.db, address, chain_id, tx_hash, deployment, sources, PACK_CREDIT))
      },
    )
  }
}

export const pledgeRoutes = packRoutes('gdt', 'gdb-wallet')
export const vgbPledgeRoutes = packRoutes('vgt', 'vgb-wallet')
