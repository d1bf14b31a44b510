import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@phoswap/core/api/envelope'
import {
  PriceHistoryDataSchema,
  PriceHistoryQuerySchema,
  QuoteDataSchema,
  type QuoteQuery,
  QuoteQuerySchema,
} from '@phoswap/core/api/market'
import type { FastifyRequest } from 'fastify'
import { getAddress } from 'viem'
import { AppError } from '../errors'
import { answerFromCache, cacheKey, sendCached } from '../plugins/responseCache'
import { ok } from '../reply'
import { marketsOf, pickDeployment } from '../services/market/pairMarket'
import { candleWindow, priceHistory } from '../services/market/priceHistory'
import { listQuotes } from '../services/market/quotes'

/** Market figures from the indexer's tables: the home page's quote list and the swap chart. */
export const marketRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const logos = new Map<string, string>()
  /** `coins/<SYMBOL>.svg` under image_domain when that logo is served, else ''. */
  const logoOf = (symbol: string): string => {
    let logo = logos.get(symbol)
    if (logo === undefined) {
      const path = `coins/${symbol}.svg`
      logo = /^[A-Za-z0-9]+$/.test(symbol) && existsSync(join(app.config.imagesDir, path)) ? path : ''
      logos.set(symbol, logo)
    }
    return logo
  }
  const deploymentFor = async (chainId: number | undefined) =>
    pickDeployment(app.chain.deployments(), app.config.chainIds, chainId)
  const now = () => Math.floor(Date.now() / 1000)
  const quoteKey = (request: FastifyRequest) => cacheKey(request, { chain_id: (request.query as QuoteQuery).chain_id })

  app.get(
    '/index/quote',
    // Cached a second per chain and language (cleared when this instance indexes new prices).
    {
      preHandler: answerFromCache(app.caches.quotes, quoteKey),
      schema: { querystring: QuoteQuerySchema, response: { 200: EnvelopeSchema(QuoteDataSchema) } },
    },
    (request, reply) =>
      sendCached(reply, app.caches.quotes, quoteKey(request), async () => {
        const deployment = await deploymentFor(request.query.chain_id)
        if (!deployment) return ok(request, { list: [], total_count: 0 })
        return ok(request, await listQuotes(app.db, deployment, logoOf, now()))
      }),
  )

  app.get(
    '/index/price-history',
    { schema: { querystring: PriceHistoryQuerySchema, response: { 200: EnvelopeSchema(PriceHistoryDataSchema) } } },
    async (request) => {
      const { pair, chain_id, interval, from, to } = request.query
      const deployment = await deploymentFor(chain_id)
      const market = deployment
        ? marketsOf(deployment).find((m) => m.pair.address.toLowerCase() === pair.toLowerCase())
        : undefined
      if (!deployment || !market) throw new AppError('not_found', 'pair not indexed')
      const window = candleWindow(interval, now(), from, to)
      return ok(request, {
        chain_id: deployment.chainId,
        pair: getAddress(market.pair.address),
        name: market.pair.name,
        coin: market.base.symbol,
        quote_coin: market.quote.symbol,
        interval,
        from: window.from,
        to: window.to,
        list: await priceHistory(app.db, deployment.chainId, market, window),
      })
    },
  )
}
