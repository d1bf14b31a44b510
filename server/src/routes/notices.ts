import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  type NoticeDetailQuery,
  NoticeDetailQuerySchema,
  NoticeLatestDataSchema,
  NoticeListDataSchema,
  type NoticeListQuery,
  NoticeListQuerySchema,
  NoticeSchema,
} from '@phoswap/core/api/content'
import { EnvelopeSchema } from '@phoswap/core/api/envelope'
import { resolveLanguage } from '@phoswap/core/api/language'
import type { FastifyRequest } from 'fastify'
import { AppError } from '../errors'
import { answerFromCache, cacheKey, sendCached } from '../plugins/responseCache'
import { ok } from '../reply'
import { latestNotice, listNotices, noticeByGroup, noticeById } from '../services/content/notices'

/** Notices: public, in the request's Show-Language; bodies cached per language and the parameters read. */
export const noticeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = app.caches.content
  /** The list's language: the query's `language` when sent (as the spec's app does), else Show-Language. */
  const listLanguage = (request: FastifyRequest) => {
    const { language } = request.query as NoticeListQuery
    return language === undefined ? request.lang : resolveLanguage(language)
  }
  const listKey = (request: FastifyRequest) => {
    const { page, page_size } = request.query as NoticeListQuery
    return cacheKey(request, { page, page_size, language: listLanguage(request) })
  }
  const detailKey = (request: FastifyRequest) => {
    const { id, group_id } = request.query as NoticeDetailQuery
    return cacheKey(request, { id, group_id })
  }
  const latestKey = (request: FastifyRequest) => cacheKey(request)

  app.get(
    '/basic/notice/list',
    {
      preHandler: answerFromCache(cache, listKey),
      schema: { querystring: NoticeListQuerySchema, response: { 200: EnvelopeSchema(NoticeListDataSchema) } },
    },
    (request, reply) => {
      const { page, page_size } = request.query
      return sendCached(reply, cache, listKey(request), async () =>
        ok(request, await listNotices(app.db, listLanguage(request), page, page_size)),
      )
    },
  )

  app.get(
    '/basic/notice/detail',
    {
      preHandler: answerFromCache(cache, detailKey),
      schema: { querystring: NoticeDetailQuerySchema, response: { 200: EnvelopeSchema(NoticeSchema) } },
    },
    (request, reply) => {
      const { id, group_id } = request.query
      if (group_id === undefined && id === undefined)
        throw new AppError('invalid_request', 'id or group_id is required')
      return sendCached(reply, cache, detailKey(request), async () => {
        if (group_id !== undefined) return ok(request, await noticeByGroup(app.db, group_id, request.lang))
        return ok(request, await noticeById(app.db, id!))
      })
    },
  )

  app.get(
    '/basic/notice/latest',
    {
      preHandler: answerFromCache(cache, latestKey),
      schema: { response: { 200: EnvelopeSchema(NoticeLatestDataSchema) } },
    },
    (request, reply) =>
      sendCached(reply, cache, latestKey(request), async () => ok(request, await latestNotice(app.db, request.lang))),
  )
}
