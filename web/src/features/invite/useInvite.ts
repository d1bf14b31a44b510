import type { ChildrenListData, InviteInfoData, RecommenderData, ZoneCpData } from '@phoswap/core/api/team'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiGet } from '../../api/client'
import { useSessionToken } from '../../api/useAccountInfo'
import { useWalletState } from '../../chain/wallet/walletState'

/** Page size of the invited list. */
export const CHILDREN_PAGE_SIZE = 10

/** Every query of the page starts with this key, so a bind or a code change refreshes them all at once. */
export const INVITE_QUERY = 'invite'

/** Opening the page shows the current figures: a friend may have bound a moment ago. */
const FRESH = { staleTime: 0, refetchOnMount: 'always' } as const

function useSignedIn() {
  const { address, status } = useWalletState()
  const token = useSessionToken()
  return { address: address?.toLowerCase(), enabled: status === 'connected' && !!address && !!token }
}

export function useInviteInfo() {
  const { address, enabled } = useSignedIn()
  return useQuery({
    queryKey: [INVITE_QUERY, 'info', address],
    enabled,
    ...FRESH,
    queryFn: ({ signal }) => apiGet<InviteInfoData>('/user-center/invite-info', { signal }),
  })
}

export function useRecommender() {
  const { address, enabled } = useSignedIn()
  return useQuery({
    queryKey: [INVITE_QUERY, 'recommender', address],
    enabled,
    ...FRESH,
    queryFn: ({ signal }) => apiGet<RecommenderData>('/user-center/recommender', { signal }),
  })
}

export function useZoneCp() {
  const { address, enabled } = useSignedIn()
  return useQuery({
    queryKey: [INVITE_QUERY, 'zone-cp', address],
    enabled,
    ...FRESH,
    queryFn: ({ signal }) => apiGet<ZoneCpData>('/reward/zone-cp', { signal }),
  })
}

/** The invited addresses (masked by the server), one page at a time; the previous page stays while the next loads. */
export function useChildrenList(page: number) {
  const { address, enabled } = useSignedIn()
  return useQuery({
    queryKey: [INVITE_QUERY, 'children', address, page],
    enabled,
    ...FRESH,
    queryFn: ({ signal }) =>
      apiGet<ChildrenListData>('/user-center/children-list', {
        query: { page, page_size: CHILDREN_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}
