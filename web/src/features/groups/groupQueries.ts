import type {
  GroupBillData,
  GroupConfig,
  GroupHoldData,
  GroupMarketData,
  GroupSummary,
  JoinListData,
} from '@phoswap/core/api/groups'
import type { GroupLevel, GroupVariant } from '@phoswap/core/rewards/groupBuy'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { apiGet } from '../../api/client'
import { nextPageOf } from '../../api/nextPageOf'
import { useSessionToken } from '../../api/useAccountInfo'

/** Spec page sizes: market 10, join list 10 (the request carries only page), bills 20. */
export const MARKET_PAGE_SIZE = 10
export const BILL_PAGE_SIZE = 20

/** Every query of a market starts with this key, so one invalidation refreshes the market after an action. */
export const groupKey = (variant: GroupVariant, address?: string) => ['groups', variant, address?.toLowerCase()]

export function useGroupConfig(variant: GroupVariant) {
  return useQuery({
    queryKey: ['groups', variant, 'config'],
    queryFn: ({ signal }) => apiGet<GroupConfig>(`/${variant}/config`, { signal }),
    staleTime: 60_000,
  })
}

function useSigned() {
  return !!useSessionToken()
}

/** Open groups page by page, or the one group whose number was searched. */
export function useMarket(variant: GroupVariant, address: string, ticketId: number | null) {
  const enabled = useSigned()
  return useInfiniteQuery({
    queryKey: [...groupKey(variant, address), 'market', ticketId],
    queryFn: ({ pageParam, signal }) =>
      apiGet<GroupMarketData>(`/${variant}/market`, {
        query: {
          page: pageParam,
          page_size: MARKET_PAGE_SIZE,
          ...(ticketId ? { ticket_id: ticketId } : {}),
        },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPageOf(pages),
    enabled,
    staleTime: 0,
  })
}

export function useHolds(variant: GroupVariant, address: string) {
  const enabled = useSigned()
  return useQuery({
    queryKey: [...groupKey(variant, address), 'holds'],
    queryFn: ({ signal }) => apiGet<GroupHoldData>(`/${variant}/hold-list`, { signal }),
    enabled,
  })
}

export function useSummary(variant: GroupVariant, address: string) {
  const enabled = useSigned()
  return useQuery({
    queryKey: [...groupKey(variant, address), 'summary'],
    queryFn: ({ signal }) => apiGet<GroupSummary>(`/${variant}/summary`, { signal }),
    enabled,
  })
}

export function useLevel(variant: GroupVariant, address: string) {
  const enabled = useSigned()
  return useQuery({
    queryKey: [...groupKey(variant, address), 'level'],
    queryFn: ({ signal }) => apiGet<GroupLevel>(`/${variant}/level-info`, { signal }),
    enabled,
  })
}

export function useJoinList(variant: GroupVariant, address: string) {
  const enabled = useSigned()
  return useInfiniteQuery({
    queryKey: [...groupKey(variant, address), 'join-list'],
    queryFn: ({ pageParam, signal }) =>
      apiGet<JoinListData>(`/${variant}/join-list`, { query: { page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPageOf(pages),
    enabled,
    staleTime: 0,
  })
}

/** The market's bills in `language` (the server writes the texts in it); a new language is a new list. */
export function useGroupBills(variant: GroupVariant, address: string, language: string) {
  const enabled = useSigned()
  return useInfiniteQuery({
    queryKey: [...groupKey(variant, address), 'bills', language],
    queryFn: ({ pageParam, signal }) =>
      apiGet<GroupBillData>(`/${variant}/bill-list`, {
        query: { page: pageParam, page_size: BILL_PAGE_SIZE, type: 0 },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPageOf(pages),
    enabled,
    staleTime: 0,
  })
}
