import { dailyStatic } from '@phoswap/core/rewards/assetPack'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobRunEntries, jobRuns, ledgerEntries, pledgeHolds } from '../../src/db/schema'
import type { Job } from '../../src/jobs/job'
import { parseDay } from '../../src/jobs/period'
import { runJob } from '../../src/jobs/runJob'
import { PACK_VARIANTS } from '../../src/programs/assetPacks/assetPacks'
import { payAssetPacksJob } from '../../src/programs/assetPacks/payAssetPacks'
import { systemAccount } from '../../src/services/ledger/accounts'
import { checkBooks } from '../../src/services/ledger/checkBooks'
import { POST_BATCH_SIZE } from '../../src/services/ledger/postEntries'
import { postedEntries } from '../../src/services/ledger/postEntry'
import { BACKENDS } from '../helpers/backends'
import { fundFromSandbox, ledgerBalance } from '../helpers/ledger'
import { openTestDb, type TestDb } from '../helpers/testDb'

const GDT = 6
const E18 = 10n ** 18n
/** More packs than one batch posts, so the run has a second batch to be interrupted before. */
const PACKS = POST_BATCH_SIZE + 150
const PLEDGE = 100n * E18
const RATE_PPM = 10_000
const DAILY = dailyStatic({ pledgeAmount: PLEDGE, staticRatePpm: RATE_PPM })
const period = parseDay('2026-03-02')!
const owner = (i: number) => `0x${(i + 1).toString(16).padStart(40, '0')}`

/**
 * The asset-pack job as it would be if its process died once its first batch was posted: the run's postings list
 * is where each batch reports what it posted, so the run stops right after the first batch (docs/decisions/
 * 0144-settle-scale.md: a job runs in one transaction, so a thrown error and a dead connection both roll it back).
 */
const interrupted: Job = {
  name: payAssetPacksJob.name,
  run: (tx, day, context) => {
    const list = postedEntries.getStore()!
    const trap = Object.assign([] as number[], {
      push(...ids: number[]) {
        const length = Array.prototype.push.apply(list, ids)
        if (length >= POST_BATCH_SIZE) throw new Error('killed after the first batch')
        return length
      },
    })
    return postedEntries.run(trap, () => payAssetPacksJob.run(tx, day, context))
  },
}

describe.each(BACKENDS)('a settlement job interrupted between batches, on %s', (backend) => {
  let t: TestDb
  const db = () => t.handle.db
  const pool = PACK_VARIANTS.gdt.pool
  const paidEntries = async () =>
    (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(ledgerEntries)
        .where(sql`${ledgerEntries.key} like 'asset-pack:pay:%'`)
    )[0]!.n

  beforeAll(async () => {
    t = await openTestDb(backend)
    await fundFromSandbox(db(), 'pool', systemAccount(pool, GDT), 1_000_000n * E18)
    // Packs as buyPack writes them, bought the day before the settled day (one per owner).
    const [config] = await db()
      .execute<{ id: number }>(sql`select id from pledge_configs where variant = 'gdt' limit 1`)
      .then((r) => (r as unknown as { rows: { id: number }[] }).rows)
    await db()
      .insert(pledgeHolds)
      .values(
        Array.from({ length: PACKS }, (_, i) => ({
          variant: 'gdt',
          address: owner(i),
          configId: config!.id,
          pledgeAmount: PLEDGE.toString(),
          staticRatePpm: RATE_PPM,
          outAmount: (PLEDGE * 2n).toString(),
          createdAt: new Date('2026-03-01T12:00:00Z'),
        })),
      )
  }, 120_000)
  afterAll(async () => t?.dispose())

  it('a run killed after its first batch pays nobody; run again, it pays every pack once', async () => {
    const before = await ledgerBalance(db(), pool, GDT)
    await expect(runJob(t.handle, interrupted, period)).rejects.toThrow('killed after the first batch')
    expect(await paidEntries()).toBe(0)
    expect(await ledgerBalance(db(), pool, GDT)).toBe(before)
    const [unpaid] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(pledgeHolds)
      .where(eq(pledgeHolds.rewarded, '0'))
    expect(unpaid!.n).toBe(PACKS)
    const [failed] = await db().select().from(jobRuns).where(eq(jobRuns.status, 'failed'))
    expect(failed).toMatchObject({ job: 'asset-packs', period: period.key, error: 'killed after the first batch' })

    const outcome = await runJob(t.handle, payAssetPacksJob, period)
    expect(outcome).toMatchObject({ status: 'done', result: { gdt_packs: PACKS } })
    expect(await paidEntries()).toBe(PACKS)
    for (const i of [0, POST_BATCH_SIZE - 1, POST_BATCH_SIZE, PACKS - 1]) {
      expect(await ledgerBalance(db(), owner(i), GDT)).toBe(DAILY)
    }
    const holds = await db().select({ rewarded: pledgeHolds.rewarded, day: pledgeHolds.lastPaidDay }).from(pledgeHolds)
    expect(holds.every((h) => BigInt(h.rewarded) === DAILY && h.day === period.key)).toBe(true)
    expect(await ledgerBalance(db(), pool, GDT)).toBe(before - DAILY * BigInt(PACKS))
    // The run's postings list names every entry it posted, in both batches.
    const runId = outcome.status === 'done' ? outcome.runId : 0
    const listed = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(jobRunEntries)
      .where(and(eq(jobRunEntries.runId, runId)))
    expect(listed[0]!.n).toBe(PACKS)

    // Run again (the schedule's retry, an operator's rerun): the day is settled; nothing moves.
    expect(await runJob(t.handle, payAssetPacksJob, period)).toMatchObject({ status: 'already_done' })
    expect(await paidEntries()).toBe(PACKS)
    expect((await checkBooks(db())).ok).toBe(true)
  }, 300_000)
})
