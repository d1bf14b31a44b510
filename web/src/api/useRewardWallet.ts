import type { RewardListData, WalletListData } from '@phoswap/core/api/reward'
import { type QueryClient, useQuery } from '@tanstack/react-query'
import { apiGet } from './client'
import { useSessionToken } from './useAccountInfo'

export const rewardWalletKey = (chainId: number, address: string | undefined) =>
  ['reward', 'wallet-list', chainId, address?.toLowerCase()] as const

/**
 * The signed-in user's reward wallet (coin, usable, frozen); off until there is a session. The home's asset table
 * and the wallet pages share it; `refetchInterval` polls while a page waits for a deposit to be credited.
 */
export function useRewardWallet(chainId: number, address: string | undefined, refetchInterval?: number | false) {
  const token = useSessionToken()
  return useQuery({
    queryKey: rewardWalletKey(chainId, address),
    queryFn: ({ signal }) => apiGet<WalletListData>('/reward/wallet-list', { signal }),
    enabled: !!token && !!address,
    refetchInterval,
  })
}

export const rewardListKey = (address: string | undefined) => ['reward', 'list', address?.toLowerCase()] as const

/** The reward wallet's `/reward/list` (coin_id, usable_str): Mine's and the equity pool's PHO read the same query. */
export function useRewardList(address: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: rewardListKey(address),
    enabled: enabled && !!address,
    queryFn: ({ signal }) => apiGet<RewardListData>('/reward/list', { signal }),
  })
}

/**
 * After a claim or anything else that moves reward-wallet money: every reading of a reward-wallet balance on any
 * screen (the wallet list of Home and the wallet pages, the reward list of Mine and the equity pool, the bills, and
 * Mine's reward programmes) is marked stale, and those on screen read again now.
 */
export function refreshRewardBalances(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['reward'] }),
    queryClient.invalidateQueries({ queryKey: ['mineRewards'] }),
  ])
}
