import type { CoinChannelsData, PendingDepositsData, TransferConfigsData } from '@phoswap/core/api/reward'
import type { WithdrawListData } from '@phoswap/core/api/withdraw'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { apiGet } from '../../api/client'
import { useSessionToken } from '../../api/useAccountInfo'
import { BILL_PAGE_SIZE } from '../../bills/useRecordList'
import { nextPageOf } from './walletAmounts'

/** While a deposit of the user waits for its confirmations, the list is read again this often. */
export const PENDING_POLL_MS = 3000

/**
 * The signed-in user's deposits on `chainId` that are mined but not credited yet (read from the chain by the
 * server). Polled while any is pending, and while `watching` (a deposit was just sent and may not show yet).
 */
export function usePendingDeposits(chainId: number, address: string | undefined, watching = false) {
  const token = useSessionToken()
  return useQuery({
    queryKey: ['reward', 'deposit', 'pending', chainId, address?.toLowerCase()],
    queryFn: ({ signal }) =>
      apiGet<PendingDepositsData>('/reward/deposit/pending', { query: { chain_id: chainId }, signal }),
    enabled: !!token && !!address,
    refetchInterval: (query) => ((query.state.data?.list.length ?? 0) > 0 || watching ? PENDING_POLL_MS : false),
    staleTime: 0,
  })
}

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
