import { GROUP_SIZE, GROUP_STATUS, type GroupVariant } from '@phoswap/core/rewards/groupBuy'
import { and, asc, eq, lt, sql } from 'drizzle-orm'
import { anyOf } from '../../db/anyOf'
import { groupMembers, groups } from '../../db/schema'
import type { Job } from '../../jobs/job'
import { postEntries } from '../../services/ledger/postEntries'
import type { EntryInput } from '../../services/ledger/postEntry'
import { coinIdOf } from '../assetPacks/assetPacks'
import { refundEntry } from './groupActions'

/**
 * Fails the groups that did not fill by their deadline (docs/decisions/0065-group-buy.md): every open group
 * whose deadline is before the end of the period and already past by the database clock (a run for today never
 * fails a group that may still fill) gets status 2, and each member's seat is refunded from the escrow once
 * (`<variant>:refund:<group>:<address>`); the leader coupon stays spent. The groups are locked before they are
 * failed (and read again once locked), so a join that filled one first wins and that group is left alone.
 * All of a day's groups at once, their refunds a thousand per statement (docs/decisions/0144-settle-scale.md).
 */
export const expireGroupsJob: Job = {
  name: 'groups-expire',
  run: async (tx, period) => {
    const result = await tx.execute<{ cutoff: string | Date }>(
      sql`select least(${period.end.toISOString()}::timestamptz, now()) as cutoff`,
    )
    const cutoff = new Date((result as unknown as { rows: { cutoff: string | Date }[] }).rows[0]!.cutoff)
    const due = await tx
      .select()
      .from(groups)
      .where(and(eq(groups.status, GROUP_STATUS.open), lt(groups.deadline, cutoff), lt(groups.joinNum, GROUP_SIZE)))
      .orderBy(asc(groups.id))
      .for('update')
    if (due.length === 0) return { failed: 0, refunded_seats: 0 }
    await tx
      .update(groups)
      .set({ status: GROUP_STATUS.failed, endedAt: new Date() })
      .where(
        anyOf(
          groups.id,
          due.map((g) => g.id),
          'bigint',
        ),
      )
    const members = await tx
      .select({ groupId: groupMembers.groupId, address: groupMembers.address })
      .from(groupMembers)
      .where(
        anyOf(
          groupMembers.groupId,
          due.map((g) => g.id),
          'bigint',
        ),
      )
      .orderBy(asc(groupMembers.groupId), asc(groupMembers.id))
    const [gdt, vgt] = [await coinIdOf(tx, 'GDT'), await coinIdOf(tx, 'VGT')]
    const byId = new Map(due.map((g) => [g.id, g]))
    const entries: EntryInput[] = []
    const failed = new Set<number>()
    for (const m of members) {
      const group = byId.get(m.groupId)!
      failed.add(group.id)
      const seat = { gdt, vgt, payGdt: BigInt(group.payGdt), payVgt: BigInt(group.payVgt) }
      const entry = refundEntry(
        group.variant as GroupVariant,
        group.id,
        m.address,
        seat,
        period.key,
        expireGroupsJob.name,
      )
      if (entry) entries.push(entry)
    }
    await postEntries(tx, entries)
    return { failed: failed.size, refunded_seats: members.length }
  },
}
