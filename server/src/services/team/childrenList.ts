import type { ChildrenListData } from '@phoswap/core/api/team'
import { maskAddress } from '@phoswap/core/format'
import type { Db } from '../../db/client'
import { listInvitees } from '../users/listInvitees'

/** GET /user-center/children-list: the invitees, newest first, masked here so a full address never leaves. */
export async function childrenList(db: Db, address: string, page: number, pageSize: number): Promise<ChildrenListData> {
  const invitees = await listInvitees(db, address, page, pageSize)
  return {
    list: invitees.list.map((child) => ({ address: maskAddress(child.address), bound_at: child.bound_at })),
    total_count: invitees.total_count,
  }
}
