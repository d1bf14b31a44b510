import type { GetAccountData, UserInfo } from '@phoswap/core/api/indexArea'
import { useQuery } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { useWalletState } from '../chain/wallet/walletState'
import { apiPost } from './client'
import { getActiveToken, subscribeSession } from './sessionStore'

export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribeSession, getActiveToken, getActiveToken)
}

export const accountInfoKey = (chainId: number | undefined, address: string | undefined) =>
  ['account', chainId, address?.toLowerCase()] as const

/** The server's user info of the connected account (parent_id, invite_code), once signed in. */
export function useAccountInfo() {
  const { address, chainId, status } = useWalletState()
  const token = useSessionToken()
  return useQuery({
    queryKey: accountInfoKey(chainId, address),
    enabled: status === 'connected' && !!address && !!token,
    queryFn: async (): Promise<UserInfo> =>
      (await apiPost<GetAccountData>('/index/get-account', { address })).user_info,
    staleTime: 30_000,
  })
}
