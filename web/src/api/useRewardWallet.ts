import type { WalletListData } from '@phoswap/core/api/reward'
import { useQuery } from '@tanstack/react-query'
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
