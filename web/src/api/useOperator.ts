import { useQuery } from '@tanstack/react-query'
import { useWalletState } from '../chain/wallet/walletState'
import { ApiError } from './ApiError'
import { apiGet } from './client'
import { useSessionToken } from './useAccountInfo'

/** What the server says of the signed-in account's operator role (`GET /v1/admin/me`). */
export type OperatorState = 'signed-out' | 'checking' | 'operator' | 'not-operator' | 'error'

export const operatorKey = (address: string | undefined, token: string | null) =>
  ['admin', 'me', address?.toLowerCase(), token] as const

/**
 * Whether the signed-in account is an operator: the console's entry shows only then, and the console says so when it
 * is not. The server checks the role on every admin call; this only decides what is shown. Quiet: a 403 is an answer.
 */
export function useOperator(): { state: OperatorState; retry: () => void } {
  const { address, status } = useWalletState()
  const token = useSessionToken()
  const enabled = status === 'connected' && !!address && !!token
  const query = useQuery({
    queryKey: operatorKey(address, token),
    queryFn: async ({ signal }) => {
      try {
        await apiGet<{ address: string }>('/admin/me', { signal, quiet: true })
        return true
      } catch (error) {
        if (error instanceof ApiError && error.status === 403) return false
        throw error
      }
    },
    enabled,
    retry: false,
    staleTime: 5 * 60_000,
  })
  const retry = () => void query.refetch()
  if (!enabled) return { state: 'signed-out', retry }
  if (query.isPending) return { state: 'checking', retry }
  if (query.isError) return { state: 'error', retry }
  return { state: query.data ? 'operator' : 'not-operator', retry }
}
