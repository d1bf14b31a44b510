import { dailyStatic, type PackState, settleDay } from '@phoswap/core/rewards/assetPack'
import { assetPackDayInputs } from '@phoswap/core/rewards/explain'
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { anyOf } from '../../db/anyOf'
import { PACK_STATUS, pledgeHolds, users } from '../../db/schema'
import type { Job, JobResult } from '../../jobs/job'
import type { DayPeriod } from '../../jobs/period'
import { systemAccount, userAccount } from '../../services/ledger/accounts'
import { postEntries } from '../../services/ledger/postEntries'
import type { EntryInput } from '../../services/ledger/postEntry'
import { coinIdOf, PACK_VARIANTS, type PackVariant } from './assetPacks'

type Tx = Parameters<Job['run']>[0]

/** Inviter and the inviter's inviter of each holder (the referral tree's bindings). */
async function ancestorsOf(tx: Tx, owners: string[]): Promise<Map<string, string[]>> {
  if (owners.length === 0) return new Map()
  const parent = alias(users, 'parent')
  const grand = alias(users, 'grand')
  const rows = await tx
    .select({ address: users.address, p1: parent.address, p2: grand.address })
    .from(users)
    .leftJoin(parent, eq(parent.id, users.parentId))
    .leftJoin(grand, eq(grand.id, parent.parentId))
    .where(anyOf(users.address, owners, 'text'))
  return new Map(rows.map((r) => [r.address, [r.p1, r.p2].filter((a): a is string => a !== null)]))
}

interface PackUpdate {
  id: number
  paid: string
  static: string
  dynamic: string
  status: number
}

/** Each paid pack's day in its row: what it was paid added to `rewarded`, a few thousand rows per statement. */
async function updatePacks(tx: Tx, updates: readonly PackUpdate[], day: string): Promise<void> {
  for (let from = 0; from < updates.length; from += 5000) {
    const rows = JSON.stringify(updates.slice(from, from + 5000))
    await tx.execute(sql`update ${pledgeHolds} h set
        rewarded = h.rewarded + u.paid, last_static = u.static, last_dynamic = u.dynamic,
        last_paid_day = ${day}::date, status = u.status
      from jsonb_to_recordset(${rows}::jsonb) as u(id bigint, paid numeric, static numeric, dynamic numeric, status smallint)
      where h.id = u.id`)
  }
}

async function payVariant(tx: Tx, variant: PackVariant, period: DayPeriod) {
  const { rewardCoinKey, pool } = PACK_VARIANTS[variant]
  const rewardCoin = await coinIdOf(tx, rewardCoinKey)
  // Packs bought before the day began and not yet paid for it (or a later day); locked for the run.
  const holds = await tx
    .select()
    .from(pledgeHolds)
    .where(
      and(
        eq(pledgeHolds.variant, variant),
        eq(pledgeHolds.status, PACK_STATUS.active),
        lt(pledgeHolds.createdAt, period.start),
        or(isNull(pledgeHolds.lastPaidDay), lt(pledgeHolds.lastPaidDay, period.key)),
      ),
    )
    .orderBy(asc(pledgeHolds.id))
    .for('update')
  const states: PackState[] = holds.map((h) => ({
    id: h.id,
    owner: h.address,
    dailyStatic: dailyStatic({ pledgeAmount: BigInt(h.pledgeAmount), staticRatePpm: h.staticRatePpm }),
    remaining: BigInt(h.outAmount) - BigInt(h.rewarded),
  }))
  const ancestors = await ancestorsOf(tx, [...new Set(holds.map((h) => h.address))])
  const payments = settleDay(states, (owner) => ancestors.get(owner) ?? [])
  const byId = new Map(holds.map((h) => [h.id, h]))
  const why = assetPackDayInputs(states, payments, ancestors)
  let paid = 0n
  let finished = 0
  const entries: EntryInput[] = []
  const updates: PackUpdate[] = []
  for (const pay of payments) {
    const total = pay.static + pay.dynamic
    const hold = byId.get(pay.id)!
    entries.push({
      key: `asset-pack:pay:${pay.id}:${period.key}`,
      kind: 'asset_pack_reward',
      lines: [
        { account: systemAccount(pool, rewardCoin), amount: -total },
        { account: userAccount(pay.owner, rewardCoin), amount: total },
      ],
      explain: {
        rule: 'asset-pack.day',
        job: payAssetPacksJob.name,
        period: period.key,
        inputs: { coin_id: rewardCoin, variant, pack_id: pay.id, ...why(pay.owner) },
      },
    })
    const done = BigInt(hold.rewarded) + total === BigInt(hold.outAmount)
    updates.push({
      id: pay.id,
      paid: total.toString(),
      static: pay.static.toString(),
      dynamic: pay.dynamic.toString(),
      status: done ? PACK_STATUS.finished : PACK_STATUS.active,
    })
    paid += total
    if (done) finished++
  }
  // Batched (docs/decisions/0144-settle-scale.md): a round trip per pack was most of the run at 100,000 users.
  await postEntries(tx, entries)
  await updatePacks(tx, updates, period.key)
  return { packs: payments.length, paid, finished }
}

/**
 * Pays every asset pack its day (docs/decisions/0058-asset-packs.md): the rule is core's `settleDay` (static at the
 * pack's rate, dynamic 10% / 5% of the invitees' static up two levels, never past the pack's total output), paid
 * from the variant's pool in the reward coin, one entry per pack and day (`asset-pack:pay:<id>:<day>`). A pack
 * earns from the first whole day after it was bought. An empty pool fails the run (rolled back; the operator
 * funds the pool and runs the day again).
 */
export const payAssetPacksJob: Job = {
  name: 'asset-packs',
  run: async (tx, period) => {
    const result: JobResult = {}
    for (const variant of Object.keys(PACK_VARIANTS) as PackVariant[]) {
      const { packs, paid, finished } = await payVariant(tx, variant, period)
      result[`${variant}_packs`] = packs
      result[`${variant}_paid`] = paid.toString()
      result[`${variant}_finished`] = finished
    }
    return result
  },
}
