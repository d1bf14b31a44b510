import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@phoswap/core/api/envelope'
import {
  CoinChannelsDataSchema,
  EntryMarkBodySchema,
  EntryMarkDataSchema,
  ExplainDataSchema,
  ExplainQuerySchema,
  PendingDepositsDataSchema,
  PendingDepositsQuerySchema,
  RecordListDataSchema,
  RecordListQuerySchema,
  RewardListDataSchema,
  RewardWalletDataSchema,
  RewardWalletQuerySchema,
  TransferConfigsDataSchema,
  WalletListDataSchema,
} from '@phoswap/core/api/reward'
import { Type } from '@sinclair/typebox'
import { AppError } from '../errors'
import { ok } from '../reply'
import { balancesOf } from '../services/ledger/balances'
import {
  channelsOf,
  depositReceiverOf,
  listCoins,
  transferConfigs,
  withdrawVaultOf,
} from '../services/rewards/coinConfigs'
import { entryMark } from '../services/rewards/entryMark'
import { explainEntry } from '../services/rewards/explain'
import { pendingDeposits } from '../services/rewards/pendingDeposits'
import { recordList } from '../services/rewards/recordList'
import { walletList } from '../services/rewards/walletList'
import { getSetting } from '../services/settings'

/**
 * The reward wallet. Every read acts for the session's address only (object-level authorisation): no route takes
 * an account to read, and the earlier app's `account` parameter is accepted and ignored.
 */
export const rewardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const imageDomain = async () => (await getSetting(app.db, 'image_domain')) ?? app.config.imageDomain ?? '/images'

  app.get(
    '/reward/wallet-list',
    {
      preHandler: app.requireSession,
      schema: {
        // The earlier app sent the account here; the session decides whose wallet is shown.
        querystring: Type.Object(
          { account: Type.Optional(Type.String({ maxLength: 64 })) },
          { additionalProperties: false },
        ),
        response: { 200: EnvelopeSchema(WalletListDataSchema) },
      },
    },
    async (request) => ok(request, await walletList(app.db, request.session!.address)),
  )

  app.get(
    '/reward/wallet',
    {
      preHandler: app.requireSession,
      schema: { querystring: RewardWalletQuerySchema, response: { 200: EnvelopeSchema(RewardWalletDataSchema) } },
    },
    async (request) => {
      const coin = (await listCoins(app.db)).find((c) => c.coinKey === request.query.coin_key)
      if (!coin) throw new AppError('not_found', `no coin ${request.query.coin_key}`)
      const balance = (await balancesOf(app.db, request.session!.address, [coin.coinId])).get(coin.coinId)
      return ok(request, {
        coin_id: coin.coinId,
        coin_key: coin.coinKey,
        coin_en: coin.coinEn,
        usable: (balance?.usable ?? 0n).toString(),
        freeze: (balance?.frozen ?? 0n).toString(),
      })
    },
  )

  app.get(
    '/reward/list',
    { preHandler: app.requireSession, schema: { response: { 200: EnvelopeSchema(RewardListDataSchema) } } },
    async (request) => {
      const [coins, balances] = await Promise.all([listCoins(app.db), balancesOf(app.db, request.session!.address)])
      const list = coins.map((c) => ({
        coin_id: c.coinId,
        coin_en: c.coinEn,
        usable_str: (balances.get(c.coinId)?.usable ?? 0n).toString(),
      }))
      return ok(request, { list, total_count: list.length })
    },
  )

  app.get(
    '/reward/record-list',
    {
      preHandler: app.requireSession,
      schema: { querystring: RecordListQuerySchema, response: { 200: EnvelopeSchema(RecordListDataSchema) } },
    },
    async (request) =>
      ok(
        request,
        await recordList(
          app.db,
          request.session!.address,
          request.query.page,
          request.query.page_size,
          request.lang,
          app.programs,
          request.query.book,
        ),
      ),
  )

  // Why a reward bill is what it is: the entry's owner only (anyone else: explain_unknown, 404).
  app.get(
    '/reward/explain',
    {
      preHandler: app.requireSession,
      schema: { querystring: ExplainQuerySchema, response: { 200: EnvelopeSchema(ExplainDataSchema) } },
    },
    async (request) =>
      ok(
        request,
        await explainEntry(app.db, request.session!.address, request.query.entry_id, request.lang, app.programs),
      ),
  )

  // A hint only: answers what the indexer credited the caller for the transaction; never credits by itself.
  app.post(
    '/reward/entry-mark',
    {
      config: { rateLimit: { max: app.config.rateLimits.action, timeWindow: app.config.rateLimits.windowMs } },
      preHandler: app.requireSession,
      schema: { body: EntryMarkBodySchema, response: { 200: EnvelopeSchema(EntryMarkDataSchema) } },
    },
    async (request) => {
      const { chain_id, tx_hash } = request.body
      const deployment = app.config.chainIds.includes(chain_id) ? app.chain.deployments()[chain_id] : undefined
      const data = await entryMark(app.db, request.session!.address, chain_id, tx_hash, deployment, app.indexer.sources)
      return ok(request, data)
    },
  )

  // Read from the chain, not the ledger: what the caller sent that the indexer has not credited yet, with its
  // confirmations. A chain the server does not follow (or without a receiver) has nothing pending.
  app.get(
    '/reward/deposit/pending',
    {
      preHandler: app.requireSession,
      schema: {
        querystring: PendingDepositsQuerySchema,
        response: { 200: EnvelopeSchema(PendingDepositsDataSchema) },
      },
    },
    async (request) => {
      const chainId = request.query.chain_id
      const followed = app.config.chainIds.includes(chainId)
      const client = followed ? app.chain.client(chainId) : null
      const deployment = followed ? app.chain.deployments()[chainId] : undefined
      if (!client || !deployment) return ok(request, { list: [] })
      const list = await pendingDeposits({
        db: app.db,
        client,
        chainId,
        deployment,
        depth: app.config.indexer.confirmations[chainId] ?? 12,
        address: request.session!.address,
      })
      return ok(request, { list })
    },
  )

  app.get(
    '/reward/recharge/configs',
    { schema: { response: { 200: EnvelopeSchema(CoinChannelsDataSchema) } } },
    async (request) => {
      const coins = await listCoins(app.db)
      const channels = channelsOf(coins, app.chain.deployments(), app.config.chainIds, depositReceiverOf, () => 0)
      return ok(request, { image_domain: await imageDomain(), channels, list: channels.flatMap((c) => c.list) })
    },
  )

  app.get(
    '/order/withdraw/configs',
    { schema: { response: { 200: EnvelopeSchema(CoinChannelsDataSchema) } } },
    async (request) => {
      const coins = await listCoins(app.db)
      const channels = channelsOf(
        coins,
        app.chain.deployments(),
        app.config.chainIds,
        withdrawVaultOf,
        (c) => c.withdrawFeePpm,
      )
      return ok(request, { image_domain: await imageDomain(), channels, list: channels.flatMap((c) => c.list) })
    },
  )

  app.get(
    '/transfer/configs',
    { schema: { response: { 200: EnvelopeSchema(TransferConfigsDataSchema) } } },
    async (request) =>
      ok(request, { image_domain: await imageDomain(), list: transferConfigs(await listCoins(app.db)) }),
  )
}
