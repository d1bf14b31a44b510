import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  AdminBannerListDataSchema,
  AdminBannerSchema,
  AdminNoticeListDataSchema,
  AdminNoticeSchema,
  BannerAddBodySchema,
  BannerEditBodySchema,
  BannerIdBodySchema,
  ConfigSetBodySchema,
  ConfigSetDataSchema,
  NoticeAddBodySchema,
  NoticeEditBodySchema,
  NoticeGroupBodySchema,
  NoticeGroupDataSchema,
  RemovedDataSchema,
} from '@phoswap/core/api/admin'
import { PageQuerySchema } from '@phoswap/core/api/common'
import { EnvelopeSchema } from '@phoswap/core/api/envelope'
import { parseStarRequirements } from '@phoswap/core/rewards/starCards'
import { AppError } from '../errors'
import { ok } from '../reply'
import { addBanner, editBanner, listAllBanners, removeBanner } from '../services/content/banners'
import { addNotice, editNotice, listAllNotices, setNoticeStatus } from '../services/content/notices'
import { setSetting } from '../services/settings'

/** Operator tools under /v1/admin; every route needs the operator role. */
export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // After a write's handler and before its answer: a reader asking this instance next sees the change.
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET') app.caches.content.clear()
  })

  app.get(
    '/notice/list',
    { schema: { querystring: PageQuerySchema, response: { 200: EnvelopeSchema(AdminNoticeListDataSchema) } } },
    async (request) => ok(request, await listAllNotices(app.db, request.query.page, request.query.page_size)),
  )
  app.post(
    '/notice/add',
    { schema: { body: NoticeAddBodySchema, response: { 200: EnvelopeSchema(AdminNoticeSchema) } } },
    async (request) => ok(request, await addNotice(app.db, request.body)),
  )
  app.post(
    '/notice/edit',
    { schema: { body: NoticeEditBodySchema, response: { 200: EnvelopeSchema(AdminNoticeSchema) } } },
    async (request) => ok(request, await editNotice(app.db, request.body)),
  )
  app.post(
    '/notice/withdraw',
    { schema: { body: NoticeGroupBodySchema, response: { 200: EnvelopeSchema(NoticeGroupDataSchema) } } },
    async (request) => ok(request, await setNoticeStatus(app.db, request.body.group_id, 'withdrawn')),
  )
  app.post(
    '/notice/publish',
    { schema: { body: NoticeGroupBodySchema, response: { 200: EnvelopeSchema(NoticeGroupDataSchema) } } },
    async (request) => ok(request, await setNoticeStatus(app.db, request.body.group_id, 'published')),
  )

  app.get(
    '/banner/list',
    { schema: { response: { 200: EnvelopeSchema(AdminBannerListDataSchema) } } },
    async (request) => ok(request, await listAllBanners(app.db)),
  )
  app.post(
    '/banner/add',
    { schema: { body: BannerAddBodySchema, response: { 200: EnvelopeSchema(AdminBannerSchema) } } },
    async (request) => ok(request, await addBanner(app.db, request.body)),
  )
  app.post(
    '/banner/edit',
    { schema: { body: BannerEditBodySchema, response: { 200: EnvelopeSchema(AdminBannerSchema) } } },
    async (request) => ok(request, await editBanner(app.db, request.body)),
  )
  app.post(
    '/banner/remove',
    { schema: { body: BannerIdBodySchema, response: { 200: EnvelopeSchema(RemovedDataSchema) } } },
    async (request) => ok(request, await removeBanner(app.db, request.body.id)),
  )

  app.post(
    '/config/set',
    { schema: { body: ConfigSetBodySchema, response: { 200: EnvelopeSchema(ConfigSetDataSchema) } } },
    async (request) => {
      const { key, value } = request.body
      if (key === 'star_thresholds' && !parseStarRequirements(value)) throw new AppError('star_thresholds_invalid')
      if (key === 'jobs_start_minute' && Number(value) > 1439) throw new AppError('invalid_request', 'at most 1439')
      await setSetting(app.db, key, value)
      return ok(request, { key, value })
    },
  )
}
