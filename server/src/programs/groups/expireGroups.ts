import { GROUP_STATUS } from '@phoswap/core/rewards/groupBuy'
import { and, asc, eq, lt, sql } from 'drizzle-orm'
import { groups } from '../../db/schema'
import type { Job } from '../../jobs/job'
import { failGroup } from './groupActions'

/**
 * Fails the groups that did not fill by their deadline (docs/decisions/0065-group-buy.md): every open group
 * whose deadline is before the end of the period and already past by the database clock (a run for today never
 * fails a group that may still fill) gets status 2, and each member's seat is refunded from the escrow once
 * (`<variant>:refund:<group>:<address>`); the leader coupon stays spent. Each group is locked before it is
 * failed, so a join that filled it first wins and the group is left alone.
 */
export const expireGroupsJob: Job = {
  name: 'groups-expire',
  run: async (tx, period) => {
    const result = await tx.execute<{ cutoff: string | Date }>(
      sql`select least(${period.end.toISOString()}::timestamptz, now()) as cutoff`,
    )
    const cutoff = new Date((result as unknown as { rows: { cutoff: string | Date }[] }).rows[0]!.cutoff)
    const due = await tx
      .select({ id: groups.id })
      .from(groups)
      .where(and(eq(groups.status, GROUP_STATUS.open), lt(groups.deadline, cutoff)))
      .orderBy(asc(groups.id))
    let failed = 0
    let refunded = 0
    for (const { id } of due) {
      const members = await failGroup(tx, id, cutoff, { job: expireGroupsJob.name, period: period.key })
      if (members > 0) {
        failed++
        refunded += members
      }
    }
    return { failed, refunded_seats: refunded }
  },
}
