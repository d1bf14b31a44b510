import type { UserInfo } from '@phoswap/core/api/indexArea'
import { eq } from 'drizzle-orm'
import { getAddress } from 'viem'
import type { Db } from '../../db/client'
import { users } from '../../db/schema'
import { genesisAddress } from '../team/genesis'
import { ensureUser } from './ensureUser'

export async function getUserInfo(db: Db, address: string, configuredGenesis?: string): Promise<UserInfo> {
  const user = await ensureUser(db, address)
  const [parent] = user.parentId
    ? await db.select({ address: users.address }).from(users).where(eq(users.id, user.parentId))
    : []
  return {
    address: getAddress(user.address),
    parent_id: user.parentId ?? 0,
    invite_code: user.inviteCode,
    parent_address: parent ? getAddress(parent.address) : null,
    is_genesis: (await genesisAddress(db, configuredGenesis)) === user.address,
  }
}
