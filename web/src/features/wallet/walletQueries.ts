import type { CoinChannelsData, RecordListData, TransferConfigsData } from '@phoswap/core/api/reward'
import type { WithdrawListData } from '@phoswap/core/api/withdraw'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { apiGet } from '../../api/client'
import { useSessionToken } from '../../api/useAccountInfo'
import { nextPageOf } from './walletAmounts'

/** Items per page of the bills. */
export const BILL_PAGE_SIZE = 10

/** The coins and chains of the deposit (receiver) or withdraw (vault) tab; public, no session needed. */
export function useChannelConfigs(kind: 'recharge' | 'withdraw') {
  const path = kind === 'recharge' ? '/reward/recharge/configs' : '/order/withdraw/configs'
  return useQuery({
    queryKey: ['reward', 'configs', kind],
    queryFn: ({ signal }) => apiGet<CoinChannelsData>(path, { signal }),
    staleTime: 60_000,
  })
}

export function useTransferConfigs() {
  return useQuery({
    queryKey: ['reward', 'configs', 'transfer'],
    queryFn: ({ signal }) => apiGet<TransferConfigsData>('/transfer/configs', { signal }),
    staleTime: 60_000,
  })
}

/** The withdraw orders of the signed-in account, newest first, page by page. */
export function useWithdrawOrders(address: string | undefined) {
  const token = useSessionToken()
  return useInfiniteQuery({
    queryKey: ['order', 'withdraw', 'list', address?.toLowerCase()],
    queryFn: ({ pageParam, signal }) =>
      apiGet<WithdrawListData>('/order/withdraw/list', {
        query: { page: pageParam, page_size: BILL_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPageOf(pages),
    enabled: !!token && !!address,
    // A bill is read again each time it opens: orders and records also come from other tabs and the indexer.
    staleTime: 0,
  })
}

/** The record bill in `language` (the server writes behavior_txt in it); a new language is a new list. */
export function useRecordList(address: string | undefined, language: string) {
  const token = useSessionToken()
  return useInfiniteQuery({
    queryKey: ['reward', 'record-list', address?.toLowerCase(), language],
    queryFn: ({ pageParam, signal }) =>
      apiGet<RecordListData>('/reward/record-list', { query: { page: pageParam, page_size: BILL_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPageOf(pages),
    enabled: !!token && !!address,
    // A bill is read again each time it opens: orders and records also come from other tabs and the indexer.
    staleTime: 0,
  })
}
