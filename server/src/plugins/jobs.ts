import type { DbHandle } from '../db/client'
import type { Job } from '../jobs/job'
import { type AfterRun, createJobRunner } from '../jobs/jobRunner'
import { createJobScheduler } from '../jobs/scheduler'
import { poolsOf } from '../programs/collect'
import { checkAndStoreBooks } from '../services/console/books'
import { forecast, raisePoolShortAlerts } from '../services/console/pools'
import { createLiabilitiesPublisher } from '../services/liabilities/publisher'
import type { App } from '../types'

/**
 * The checks after settlement runs, in the background: a run (and the operator's settle call) never waits for
 * them. One at a time, coalesced: runs that post while a check is under way ask for one more check after it, so
 * a day's jobs settled back to back cost two checks, not one each. Each check weighs tomorrow's payouts against
 * every pool (`pool_short`), then checks the books with the chains' reads and stores the report (`books_differ`).
 * Once the app closes no new check starts, and closing waits for the one under way (it reads the database and the
 * chains).
 */
function settlementChecks(app: App, handle: DbHandle) {
  let pending = false
  let closing = false
  let running: Promise<void> | null = null
  const check = async () => {
    try {
      const pools = poolsOf(app.programs).map(({ account, program }) => ({ account, program }))
      await raisePoolShortAlerts(handle.db, await forecast(handle.db, pools, new Date()))
      await checkAndStoreBooks(handle.db, app.chain, pools, 'settlement')
    } catch (error) {
      app.log.error({ err: error }, 'job: books check after a settlement run failed')
    }
  }
  const drain = async () => {
    while (pending && !closing) {
      pending = false
      await check()
    }
    running = null
  }
  return {
    request: () => {
      if (closing) return
      pending = true
      running ??= drain()
    },
    close: async () => {
      closing = true
      await running
    },
  }
}

/** Decorates `app.jobs` and runs the daily schedule while the app is up (unless JOBS=0). */
export function jobsPlugin(app: App, handle: DbHandle, jobs: Job[]): void {
  // Chain reads wait for the indexer's confirmations (0 on anvil, 12 on a real network by default).
  const context = { chain: app.chain, confirmations: app.config.indexer.confirmations }
  // After a run that posted: the books check and the pools' forecast, in the background (a failure there is
  // logged; the run itself has committed).
  const checks = settlementChecks(app, handle)
  const afterRun: AfterRun = async (_job, _period, outcome) => {
    if (outcome.status === 'done') checks.request()
  }
  app.decorate('jobs', createJobRunner(handle, jobs, context, afterRun))
  const liabilities = createLiabilitiesPublisher({ handle, chain: app.chain, key: app.config.liabilitiesPublisherKey })
  app.decorate('liabilities', liabilities)
  if (app.config.jobs.enabled) {
    const scheduler = createJobScheduler({
      handle,
      jobs,
      intervalMs: app.config.jobs.intervalMs,
      log: app.log,
      context,
      afterRun,
      // After the day's settlements, a snapshot of the liabilities, published (only with LIABILITIES_PUBLISHER_KEY).
      afterJobs: liabilities.configured
        ? async (period) => {
            const run = await liabilities.daily(period)
            if (run?.published.length) app.log.info({ period, published: run.published }, 'liabilities: published')
            // The indexer still reading (at start, or its sources a block apart) is retried at the next tick quietly.
            const waiting = new Set(['not_indexed', 'catching_up'])
            const failed = run?.failed ?? []
            if (failed.some((f) => !waiting.has(f.reason)))
              app.log.error({ period, failed }, 'liabilities: not published; retried at the next check')
            else if (failed.length) app.log.info({ period, failed }, 'liabilities: the indexer is catching up; retried')
          }
        : undefined,
    })
    app.addHook('onReady', async () => scheduler.start())
    // Before the database closes (onClose), as the indexer does.
    app.addHook('preClose', async () => scheduler.stop())
  }
  // After the scheduler stopped (hooks run in the order they were added), before the database and chains close.
  app.addHook('preClose', async () => checks.close())
}
