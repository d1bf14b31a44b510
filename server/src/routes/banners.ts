import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { BannerListDataSchema } from '@phoswap/core/api/content'
import { EnvelopeSchema } from '@phoswap/core/api/envelope'
import type { FastifyRequest } from 'fastify'
import { answerFromCache, cacheKey, sendCached } from '../plugins/responseCache'
import { ok } from '../reply'
import { listBanners } from '../services/content/banners'

/** Banners: public, in the request's Show-Language; bodies cached per language. */
export const bannerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = app.caches.content
  const key = (request: FastifyRequest) => cacheKey(request)

  app.get(
    '/basic/banner/list',
    { preHandler: answerFromCache(cache, key), schema: { response: { 200: EnvelopeSchema(BannerListDataSchema) } } },
    (request, reply) =>
      sendCached(reply, cache, key(request), async () => ok(request, await listBanners(app.db, request.lang))),
  )
}
