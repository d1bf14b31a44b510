import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { BannerListDataSchema } from '@phoswap/core/api/content'
import { EnvelopeSchema } from '@phoswap/core/api/envelope'
import type { FastifyRequest } from 'fastify'
import { answerFromCache, sendCached, urlKey } from '../plugins/responseCache'
import { ok } from '../reply'
import { listBanners } from '../services/content/banners'

/** Banners: public, in the request's Show-Language; bodies cached per language and URL. */
export const bannerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = app.caches.content
  const key = (request: FastifyRequest) => urlKey(request)

  app.get(
    '/basic/banner/list',
    { onRequest: answerFromCache(cache, key), schema: { response: { 200: EnvelopeSchema(BannerListDataSchema) } } },
    (request, reply) =>
      sendCached(reply, cache, key(request), async () => ok(request, await listBanners(app.db, request.lang))),
  )
}
