import type { Language } from '@phoswap/core/api/language'
import type { RecordListData } from '@phoswap/core/api/reward'
import type { Db } from '../../db/client'
import { billBehavior, billKindText } from '../../i18n/billKinds'
import type { Program } from '../../programs/program'
import { billsOf } from '../ledger/bills'

/** The spec's record list (`GET /reward/record-list`): the user's postings, newest first. */
export async function recordList(
  db: Db,
  address: string,
  page: number,
  pageSize: number,
  language: Language,
  programs?: readonly Program[],
): Promise<RecordListData> {
  const { rows, total } = await billsOf(db, address, page, pageSize)
  return {
    list: rows.map((row) => {
      const behavior = billBehavior(row.kind, row.amount)
      return {
        id: row.postingId,
        behavior,
        behavior_txt: billKindText(behavior, language, programs),
        created_at: row.createdAt.toISOString(),
        usable_change_show: row.amount.toString(),
        coin_id: row.coinId,
        coin_en: row.coinEn,
        bucket: row.bucket,
        entry_id: row.entryId,
        explained: row.explained,
      }
    }),
    total_count: total,
  }
}
