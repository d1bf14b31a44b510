import type { Language } from '@phoswap/core/api/language'
import { RECORD_BOOKS, type RecordBook, type RecordListData } from '@phoswap/core/api/reward'
import type { Db } from '../../db/client'
import { billBehavior, billKindText } from '../../i18n/billKinds'
import type { Program } from '../../programs/program'
import { billsOf } from '../ledger/bills'
import { BUSINESS_OWNER_PREFIX } from '../ledger/businessAccount'

/** The ledger owner of a user's book: the wallet is the address itself (docs/decisions/0145-explain-books.md). */
export function bookOwner(address: string, book: RecordBook): string {
  const a = address.toLowerCase()
  if (book === 'business') return `${BUSINESS_OWNER_PREFIX}${a}`
  if (book === 'equity') return `equity-card:${a}`
  return a
}

/** Every ledger owner that is a user's: the explanation of an entry with a posting on any of them is theirs. */
export const ownersOf = (address: string): string[] => RECORD_BOOKS.map((book) => bookOwner(address, book))

/** The spec's record list (`GET /reward/record-list`): the postings of one of the user's books, newest first. */
export async function recordList(
  db: Db,
  address: string,
  page: number,
  pageSize: number,
  language: Language,
  programs?: readonly Program[],
  book: RecordBook = 'wallet',
): Promise<RecordListData> {
  const { rows, total } = await billsOf(db, bookOwner(address, book), page, pageSize)
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
