import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { ErrorCode } from '@phoswap/core/api/errorCodes'
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify'
import type { ServerConfig } from './config'
import { type DbHandle, openDb, pgliteDirOf } from './db/client'
import { runMigrations } from './db/migrate'
import { translate } from './i18n/messages'
import type { Job } from './jobs/job'
import { coreJobs } from './jobs/jobs'
import { authPlugin } from './plugins/auth'
import { chainPlugin } from './plugins/chain'
import { compressionPlugin } from './plugins/compression'
import { dbPlugin } from './plugins/db'
import { errorHandlerPlugin } from './plugins/errorHandler'
import { healthAlertsPlugin } from './plugins/healthAlerts'
import { imagesPlugin } from './plugins/images'
import { indexerPlugin } from './plugins/indexer'
import { jobsPlugin } from './plugins/jobs'
import { languagePlugin } from './plugins/language'
import { openApiPlugin } from './plugins/openApi'
import { operatorPlugin } from './plugins/operator'
import { rateLimitPlugin } from './plugins/rateLimit'
import { responseCachePlugin } from './plugins/responseCache'
import { securityHeadersPlugin } from './plugins/securityHeaders'
import { teamRefresherPlugin } from './plugins/teamRefresher'
import { validationPlugin } from './plugins/validation'
import { wantsWebApp, webAppPlugin } from './plugins/webApp'
import { programs as registeredPrograms } from './programs'
import { jobsOf, poolsOf, routesOf, sourcesOf } from './programs/collect'
import type { Program } from './programs/program'
import { activityAdminRoutes, activityRoutes } from './routes/activity'
import { adminRoutes } from './routes/admin'
import { authRoutes } from './routes/auth'
import { bannerRoutes } from './routes/banners'
import { consoleRoutes } from './routes/console'
import { gamesAdminRoutes, gamesRoutes, seedSandboxGames } from './routes/games'
import { healthRoutes } from './routes/health'
import { indexRoutes } from './routes/indexArea'
import { jobRoutes } from './routes/jobs'
import { ledgerAdminRoutes } from './routes/ledgerAdmin'
import { liabilitiesAdminRoutes, liabilitiesRoutes } from './routes/liabilities'
import { marketRoutes } from './routes/market'
import { miningRoutes } from './routes/mining'
import { noticeRoutes } from './routes/notices'
import { readinessRoutes } from './routes/readiness'
import { rewardRoutes } from './routes/reward'
import { runtimeConfigRoutes } from './routes/runtimeConfig'
import { teamRoutes } from './routes/team'
import { teamAdminRoutes } from './routes/teamAdmin'
import { transferRoutes } from './routes/transfers'
import { userCenterRoutes } from './routes/userCenter'
import { withdrawRoutes } from './routes/withdraw'
import { createSignatureVerifier, type SignatureVerifier } from './services/auth/verifySignature'
import { sanitizeStoredNotices } from './services/content/sanitizeStoredNotices'
import { seedContent } from './services/content/seedContent'
import type { EventSource } from './services/indexer/eventSource'
import { coreEventSources } from './services/indexer/sources/eventSources'
import { seedSandboxBalances } from './services/ledger/seedSandboxBalances'
import type { App } from './types'

export interface BuildAppOptions {
  config: ServerConfig
  /** An open, migrated database (tests); otherwise one is opened from the config and migrated. */
  db?: DbHandle
  verifier?: SignatureVerifier
  /** The reward programs: their routes, jobs, sources and pools (server/src/programs/index.ts by default). */
  programs?: readonly Program[]
  /** The indexer's event sources; the server's own and the programs' by default (tests pick their own). */
  eventSources?: EventSource[]
  /** The settlement jobs; the server's own and the programs' by default. */
  jobs?: Job[]
  logger?: FastifyServerOptions['logger']
  /** The clock of the airdrop's UTC day (tests place it around a midnight); the system clock by default. */
  now?: () => Date
  /** Called for every route as it is registered (the route-schema fuzz test collects them this way). */
  onRoute?: (route: RouteOptions) => void
}

/** A hop count as the function Fastify calls per hop (its typings take no number); an address list as is. */
function trustProxyOption(trust: ServerConfig['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust
  return trust
}

export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config } = options
  const app: App = Fastify({
    logger: options.logger ?? false,
    // Forwarding headers are believed only from the proxies TRUST_PROXY names (docs/operations.md).
    trustProxy: trustProxyOption(config.trustProxy),
  }).withTypeProvider<TypeBoxTypeProvider>()

  let db = options.db
  if (!db) {
    db = openDb({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirOf(config.dataDir) })
    await runMigrations(db)
  }

  if (options.onRoute) app.addHook('onRoute', options.onRoute)
  // external and infrastructure plugins
  validationPlugin(app)
  app.decorate('config', config)
  dbPlugin(app, db, !options.db)
  await chainPlugin(app)
  app.decorate(
    'verifier',
    options.verifier ??
      createSignatureVerifier(app.chain.client, (err) => app.log.warn({ err }, 'RPC signature check')),
  )
  languagePlugin(app)
  errorHandlerPlugin(app)
  await securityHeadersPlugin(app)
  await rateLimitPlugin(app)
  authPlugin(app)
  operatorPlugin(app)
  responseCachePlugin(app)
  const programs = options.programs ?? registeredPrograms
  app.decorate('programs', programs)
  indexerPlugin(app, db, options.eventSources ?? [...coreEventSources, ...sourcesOf(programs)])
  jobsPlugin(app, db, options.jobs ?? [...coreJobs, ...jobsOf(programs)])
  teamRefresherPlugin(app, db)
  healthAlertsPlugin(app)
  const indexHtml = await webAppPlugin(app)
  await imagesPlugin(app, !indexHtml)

  const cleaned = await sanitizeStoredNotices(db.db)
  if (cleaned) app.log.info({ notices: cleaned }, 'sanitised stored notices under the current rules')
  if (config.seedContent) {
    const seeded = await seedContent(db.db)
    if (seeded.notices || seeded.banners) app.log.info(seeded, 'seeded default notices and banners')
    if (await seedSandboxGames(db.db)) app.log.info('seeded the example games list')
  }
  if (config.seedLedgerAddresses.length) {
    const entries = await seedSandboxBalances(db.db, config.seedLedgerAddresses, poolsOf(programs))
    if (entries) app.log.info({ entries }, 'seeded sandbox balances through the ledger')
    for (const program of programs) {
      const seeded = await program.seedSandbox?.(db.db)
      if (seeded) app.log.info({ program: program.name }, seeded)
    }
  }

  // routes (the API document collects them as they register, so it comes first)
  await openApiPlugin(app)
  await app.register(runtimeConfigRoutes)
  await app.register(
    async (v1) => {
      await compressionPlugin(v1)
      await v1.register(healthRoutes)
      await v1.register(readinessRoutes)
      await v1.register(authRoutes)
      await v1.register(indexRoutes)
      await v1.register(userCenterRoutes)
      await v1.register(teamRoutes)
      await v1.register(activityRoutes)
      await v1.register(noticeRoutes)
      await v1.register(bannerRoutes)
      await v1.register(marketRoutes)
      await v1.register(rewardRoutes)
      await v1.register(transferRoutes)
      await v1.register(withdrawRoutes)
      await v1.register(liabilitiesRoutes)
      await v1.register(miningRoutes)
      await v1.register(gamesRoutes)
      await v1.register(adminRoutes, { prefix: '/admin' })
      await v1.register(jobRoutes, { prefix: '/admin' })
      await v1.register(ledgerAdminRoutes, { prefix: '/admin' })
      await v1.register(liabilitiesAdminRoutes, { prefix: '/admin' })
      await v1.register(gamesAdminRoutes, { prefix: '/admin' })
      await v1.register(teamAdminRoutes, { prefix: '/admin' })
      await v1.register(activityAdminRoutes, { prefix: '/admin' })
      await v1.register(consoleRoutes, { prefix: '/admin' })
      for (const { plugin, prefix } of routesOf(programs)) await v1.register(plugin, { prefix, now: options.now })
    },
    { prefix: '/v1' },
  )

  app.setNotFoundHandler((request, reply) => {
    if (indexHtml && wantsWebApp(request.method, request.url)) return indexHtml(request, reply)
    return reply.code(404).send({ code: ErrorCode.not_found, msg: translate('not_found', request.lang), data: null })
  })

  return app
}
