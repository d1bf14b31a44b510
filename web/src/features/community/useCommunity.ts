import type { CommunityWallet } from '@phoswap/core/api/community'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { type Address, zeroAddress } from 'viem'
import { apiGet } from '../../api/client'
import { useSessionToken } from '../../api/useAccountInfo'
import { erc20ReadAbi } from '../../chain/abi/generated/readAbis'
import { getDeployment } from '../../chain/network/configuredNetworks'
import { type BatchedRead, useBatchedReads } from '../../chain/reads/useBatchedReads'

/** The chain's community stake and its token (PHO), or null when the deployment has none. */
export function communityOf(chainId: number) {
  const deployment = getDeployment(chainId)
  const stake = deployment?.contracts.communityStake
  const token = deployment?.tokens.find((t) => t.address === deployment.contracts.pho)
  return stake && token ? { stake, token } : null
}

export type CommunityTarget = NonNullable<ReturnType<typeof communityOf>>

export const communityKey = (chainId: number, address: string | undefined) =>
  ['community', 'wallet', chainId, address?.toLowerCase()] as const

/**
 * The page's figures: the server's wallet info (from the indexed stakes) every 5 s while signed in, and the
 * account's PHO balance and allowance for the stake in one multicall.
 */
export function useCommunity(chainId: number, account: Address | undefined) {
  const target = useMemo(() => communityOf(chainId), [chainId])
  const token = useSessionToken()
  const wallet = useQuery({
    queryKey: communityKey(chainId, account),
    enabled: !!target && !!token && !!account,
    refetchInterval: 5_000,
    queryFn: ({ signal }) =>
      apiGet<CommunityWallet>('/community/wallet/info', { query: { chain_id: chainId }, signal, quiet: true }),
  })
  const user = account ?? zeroAddress
  const reads = useMemo((): BatchedRead[] => {
    if (!target) return []
    return [
      { address: target.token.address, abi: erc20ReadAbi, functionName: 'balanceOf', args: [user] },
      { address: target.token.address, abi: erc20ReadAbi, functionName: 'allowance', args: [user, target.stake] },
    ]
  }, [target, user])
  const { values, refetch } = useBatchedReads(chainId, reads, !!target && !!account, true)
  const [balance, allowance] = (values ?? []) as [bigint | undefined, bigint | undefined]
  return { target, wallet: wallet.data, refetchWallet: wallet.refetch, balance, allowance, refetch }
}
