import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema } from '@phoswap/core/api/envelope'
import { GetAccountBodySchema, GetAccountDataSchema, IndexConfigDataSchema } from '@phoswap/core/api/indexArea'
import { LOCAL_CHAIN_ID } from '../config'
import { AppError } from '../errors'
import { answerFromCache, cacheKey, sendCached } from '../plugins/responseCache'
import { ok } from '../reply'
import { externalLinks } from '../services/externalLinks'
import { getSetting } from '../services/settings'
import { getUserInfo } from '../services/users/getUserInfo'

export const indexRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/index/config',
    // Cached with the notices and banners (an admin `config/set` in this instance shows at once).
    {
      preHandler: answerFromCache(app.caches.content, (request) => cacheKey(request)),
      schema: { response: { 200: EnvelopeSchema(IndexConfigDataSchema) } },
    },
    (request, reply) => {
      return sendCached(reply, app.caches.content, cacheKey(request), async () =>
        ok(request, {
          // The operator's setting, else IMAGE_DOMAIN, else this server's own /images/ by a path: never the
          // request's Host header, which anyone may set (and the cache would hand to everyone).
          image_domain: (await getSetting(app.db, 'image_domain')) ?? app.config.imageDomain ?? '/images',
          chain_ids: app.config.chainIds,
          default_chain_id: app.config.chainIds[0] ?? 66,
          local_chain: app.config.chainIds.includes(LOCAL_CHAIN_ID),
          links: await externalLinks(app.db),
        }),
      )
    },
  )

  app.post(
    '/index/get-account',
    {
      preHandler: app.requireSession,
      schema: { body: GetAccountBodySchema, response: { 200: EnvelopeSchema(GetAccountDataSchema) } },
    },
    async (request) => {
      const address = request.body.address.toLowerCase()
      if (address !== request.session!.address) throw new AppError('address_mismatch')
      return ok(request, { user_info: await getUserInfo(app.db, address, app.config.genesisAddress) })
    },
  )
}
