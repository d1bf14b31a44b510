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
import { SIGNED_CONFIG_KEYS } from '@phoswap/core/auth/actions'
import { parseStarRequirements } from '@phoswap/core/rewards/starCards'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { banners, noticeGroups, notices } from '../db/schema'
import { AppError } from '../errors'
import { ok } from '../reply'
import { audited, auditedSigned } from '../services/console/audit'
import { addBanner, editBanner, listAllBanners, removeBanner } from '../services/content/banners'
import { addNotice, editNotice, listAllNotices, setNoticeStatus } from '../services/content/notices'
import { getSetting, setSetting } from '../services/settings'

/** A notice row as stored (the audit's before/after). */
async function noticeRow(db: Db, id: number) {
  const [row] = await db.select().from(notices).where(eq(notices.id, id))
  return row ?? null
}
async function groupStatus(db: Db, groupId: number) {
  const [row] = await db.select({ status: noticeGroups.status }).from(noticeGroups).where(eq(noticeGroups.id, groupId))
  return row ?? null
}
async function bannerRow(db: Db, id: number) {
  const [row] = await db.select().from(banners).where(eq(banners.id, id))
  return row ?? null
}

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
    async (request) =>
      ok(
        request,
        await audited(app, request, { action: 'notice.add', target: (n) => `notice:${n.id}` }, (tx) =>
          addNotice(tx, request.body),
        ),
      ),
  )
  app.post(
    '/notice/edit',
    { schema: { body: NoticeEditBodySchema, response: { 200: EnvelopeSchema(AdminNoticeSchema) } } },
    async (request) => {
      const { id } = request.body
      const spec = { action: 'notice.edit', target: `notice:${id}`, read: (tx: Db) => noticeRow(tx, id) }
      return ok(request, await audited(app, request, spec, (tx) => editNotice(tx, request.body)))
    },
  )
  app.post(
    '/notice/withdraw',
    { schema: { body: NoticeGroupBodySchema, response: { 200: EnvelopeSchema(NoticeGroupDataSchema) } } },
    async (request) => {
      const id = request.body.group_id
      const spec = { action: 'notice.withdraw', target: `notice-group:${id}`, read: (tx: Db) => groupStatus(tx, id) }
      return ok(request, await audited(app, request, spec, (tx) => setNoticeStatus(tx, id, 'withdrawn')))
    },
  )
  app.post(
    '/notice/publish',
    { schema: { body: NoticeGroupBodySchema, response: { 200: EnvelopeSchema(NoticeGroupDataSchema) } } },
    async (request) => {
      const id = request.body.group_id
      const spec = { action: 'notice.publish', target: `notice-group:${id}`, read: (tx: Db) => groupStatus(tx, id) }
      return ok(request, await audited(app, request, spec, (tx) => setNoticeStatus(tx, id, 'published')))
    },
  )

  app.get(
    '/banner/list',
    { schema: { response: { 200: EnvelopeSchema(AdminBannerListDataSchema) } } },
    async (request) => ok(request, await listAllBanners(app.db)),
  )
  app.post(
    '/banner/add',
    { schema: { body: BannerAddBodySchema, response: { 200: EnvelopeSchema(AdminBannerSchema) } } },
    async (request) =>
      ok(
        request,
        await audited(app, request, { action: 'banner.add', target: (b) => `banner:${b.id}` }, (tx) =>
          addBanner(tx, request.body),
        ),
      ),
  )
  app.post(
    '/banner/edit',
    { schema: { body: BannerEditBodySchema, response: { 200: EnvelopeSchema(AdminBannerSchema) } } },
    async (request) => {
      const { id } = request.body
      const spec = { action: 'banner.edit', target: `banner:${id}`, read: (tx: Db) => bannerRow(tx, id) }
      return ok(request, await audited(app, request, spec, (tx) => editBanner(tx, request.body)))
    },
  )
  app.post(
    '/banner/remove',
    { schema: { body: BannerIdBodySchema, response: { 200: EnvelopeSchema(RemovedDataSchema) } } },
    async (request) => {
      const { id } = request.body
      const spec = { action: 'banner.remove', target: `banner:${id}`, read: (tx: Db) => bannerRow(tx, id) }
      return ok(request, await audited(app, request, spec, (tx) => removeBanner(tx, id)))
    },
  )

  app.post(
    '/config/set',
    { schema: { body: ConfigSetBodySchema, response: { 200: EnvelopeSchema(ConfigSetDataSchema) } } },
    async (request) => {
      const { key, value } = request.body
      if (key === 'star_thresholds' && !parseStarRequirements(value)) throw new AppError('star_thresholds_invalid')
      if (key === 'jobs_start_minute' && Number(value) > 1439) throw new AppError('invalid_request', 'at most 1439')
      const spec = {
        action: 'config.set',
        target: `config:${key}`,
        read: async (tx: Db) => ({ value: await getSetting(tx, key) }),
      }
      const work = async (tx: Db) => {
        await setSetting(tx, key, value)
        return { key, value }
      }
      // The dangerous settings (star thresholds, GDT rates and cap) are a signed operator action.
      if (SIGNED_CONFIG_KEYS.includes(key))
        return ok(request, await auditedSigned(app, request, 'op_config_set', spec, work))
      return ok(request, await audited(app, request, spec, work))
    },
  )
}
