import type { CongressData, CongressFlows, LpData } from '@phoswap/core/api/community'
import { BOARD_PAGE_SIZE, type BoardMembersData } from '@phoswap/core/api/team'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { apiGet } from '../../api/client'
import { nextPageOf } from '../../api/nextPageOf'

/** `GET /dex/congress-data`: the ecosystem and burn sinks' flows in USDT, refreshed every 15 s (quiet: the page says when the chain has none). */
export function useCongressData(chainId: number) {
  return useQuery({
    queryKey: ['congress', 'data', chainId],
    refetchInterval: 15_000,
    queryFn: ({ signal }) =>
      apiGet<CongressData>('/dex/congress-data', { query: { chain_id: chainId }, signal, quiet: true }),
  })
}

/** `GET /dex/lp-data`: the pools' value and the tax paid to liquidity and equity. */
export function useLpData(chainId: number) {
  return useQuery({
    queryKey: ['congress', 'lp', chainId],
    refetchInterval: 15_000,
    queryFn: ({ signal }) => apiGet<LpData>('/dex/lp-data', { query: { chain_id: chainId }, signal, quiet: true }),
  })
}

/** `GET /dex/congress-flows`: the flows by day for the chart. */
export function useCongressFlows(chainId: number, days: number) {
  return useQuery({
    queryKey: ['congress', 'flows', chainId, days],
    queryFn: ({ signal }) =>
      apiGet<CongressFlows>('/dex/congress-flows', { query: { chain_id: chainId, days }, signal, quiet: true }),
  })
}

/**
 * `GET /starcard/board`: the board's members (the star-card holders, highest star first), 12 a page as spec 000
 * says; the same on every network, so not keyed by chain (docs/decisions/0127-board-members.md).
 */
export function useBoardMembers() {
  return useInfiniteQuery({
    queryKey: ['congress', 'board-members'],
    queryFn: ({ pageParam, signal }) =>
      apiGet<BoardMembersData>('/starcard/board', { query: { page: pageParam, page_size: BOARD_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPageOf(pages),
    staleTime: 30_000,
  })
}
