import type { AdminNotice } from '@phoswap/core/api/admin'

export interface NoticeGroup {
  groupId: number
  status: AdminNotice['status']
  createAt: number
  /** One notice per language the group has. */
  notices: AdminNotice[]
}

/** The admin list's rows (one per notice and language) as notice groups, newest group first. */
export function groupNotices(rows: readonly AdminNotice[]): NoticeGroup[] {
  const groups = new Map<number, NoticeGroup>()
  for (const row of rows) {
    let group = groups.get(row.group_id)
    if (!group) {
      group = { groupId: row.group_id, status: row.status, createAt: row.create_at, notices: [] }
      groups.set(row.group_id, group)
    }
    group.notices.push(row)
  }
  return [...groups.values()].sort((a, b) => b.groupId - a.groupId)
}
