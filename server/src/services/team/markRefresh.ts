import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { teamFacts, users } from '../../db/schema'
import { ensureUser } from '../users/ensureUser'

/**
 * A client's report (lp-log, report-lp, update-lp, dex/entry) only asks the server to re-read the user's TVL
 * from the chain soon: it sets `refresh_due`, never a figure. Returns when the re-read is due.
 */
export async function markTvlRefresh(db: Db, address: string): Promise<Date> {
  const user = await ensureUser(db, address)
  const due = new Date()
  await db.execute(sql`
    insert into ${teamFacts} (user_id, parent_id, refresh_due)
    select id, parent_id, ${due.toISOString()}::timestamptz from ${users} where id = ${user.id}
    on conflict (user_id) do update set refresh_due = least(coalesce(${teamFacts.refreshDue}, excluded.refresh_due), excluded.refresh_due)`)
  return due
}
