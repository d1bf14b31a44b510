import type { RecordBook, RecordListData } from '@phoswap/core/api/reward'
import { useInfiniteQuery } from '@tanstack/react-query'
import { apiGet } from '../api/client'
import { nextPageOf } from '../api/nextPageOf'
import { useSessionToken } from '../api/useAccountInfo'

/** Items per page of the bills: spec 001 §9, "bill lists 20". */
export const BILL_PAGE_SIZE = 20

/**
 * One book of the signed-in user's bills (`GET /reward/record-list?book`: the reward wallet, the business earnings
 * or the equity-card dividends) in `language` (the server writes behavior_txt in it); a new language is a new list.
 */
export function useRecordList(book: RecordBook, address: string | undefined, language: string) {
  const token = useSessionToken()
  return useInfiniteQuery({
    queryKey: ['reward', 'record-list', address?.toLowerCase(), language, book],
    queryFn: ({ pageParam, signal }) =>
      apiGet<RecordListData>('/reward/record-list', {
        query: { page: pageParam, page_size: BILL_PAGE_SIZE, ...(book === 'wallet' ? {} : { book }) },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPageOf(pages),
    enabled: !!token && !!address,
    // A bill is read again each time it opens: records also come from other tabs, the indexer and the daily runs.
    staleTime: 0,
  })
}
