import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  NoticeDetailQuerySchema,
  NoticeLatestDataSchema,
  NoticeListDataSchema,
  NoticeListQuerySchema,
  NoticeSchema,
} from '@phoswap/core/api/content'
import { EnvelopeSchema } from '@phoswap/core/api/envelope'
import type { FastifyRequest } from 'fastify'
import { AppError } from '../errors'
import { answerFromCache, sendCached, urlKey } from '../plugins/responseCache'
import { ok } from '../reply'
import { latestNotice, listNotices, noticeByGroup, noticeById } from '../services/content/notices'

/** Notices: public, in the request's Show-Language; bodies cached per language and URL. */
export const noticeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = app.caches.content
  const key = (request: FastifyRequest) => urlKey(request)
  const onRequest = answerFromCache(cache, key)

  app.get(
    '/basic/notice/list',
    {
      onRequest,
      schema: { querystring: NoticeListQuerySchema, response: { 200: EnvelopeSchema(NoticeListDataSchema) } },
    },
    (request, reply) => {
      const { page, page_size } = request.query
      return sendCached(reply, cache, key(request), async () =>
        ok(request, await listNotices(app.db, request.lang, page, page_size)),
      )
    },
  )

  app.get(
    '/basic/notice/detail',
    { onRequest, schema: { querystring: NoticeDetailQuerySchema, response: { 200: EnvelopeSchema(NoticeSchema) } } },
    (request, reply) => {
      const { id, group_id } = request.query
      if (group_id === undefined && id === undefined)
        throw new AppError('invalid_request', 'id or group_id is required')
      return sendCached(reply, cache, key(request), async () => {
        if (group_id !== undefined) return ok(request, await noticeByGroup(app.db, group_id, request.lang))
        return ok(request, await noticeById(app.db, id!))
      })
    },
  )

  app.get(
    '/basic/notice/latest',
    { onRequest, schema: { response: { 200: EnvelopeSchema(NoticeLatestDataSchema) } } },
    (request, reply) =>
      sendCached(reply, cache, key(request), async () => ok(request, await latestNotice(app.db, request.lang))),
  )
}
